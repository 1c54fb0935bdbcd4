// Admin sign-in (placeholder until built).
export default function LoginScreen() {
  return <h1 className="text-2xl font-bold">Admin-Anmeldung</h1>;
}
