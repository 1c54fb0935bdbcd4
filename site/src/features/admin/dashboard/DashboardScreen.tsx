// Admin screen: Dashboard (placeholder until built).
export default function DashboardScreen() {
  return <h1 className="text-2xl font-bold">Dashboard</h1>;
}
