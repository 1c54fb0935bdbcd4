// Admin screen: Reports (placeholder until built).
export default function ReportsScreen() {
  return <h1 className="text-2xl font-bold">Reports</h1>;
}
