// Admin screen: Listings (placeholder until built).
export default function ListingsScreen() {
  return <h1 className="text-2xl font-bold">Listings</h1>;
}
