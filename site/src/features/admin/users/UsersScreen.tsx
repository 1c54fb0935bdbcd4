// Admin screen: Users (placeholder until built).
export default function UsersScreen() {
  return <h1 className="text-2xl font-bold">Users</h1>;
}
