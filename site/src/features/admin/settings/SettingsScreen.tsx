// Admin screen: Settings (placeholder until built).
export default function SettingsScreen() {
  return <h1 className="text-2xl font-bold">Settings</h1>;
}
