// Admin screen: Stables (placeholder until built).
export default function StablesScreen() {
  return <h1 className="text-2xl font-bold">Stables</h1>;
}
