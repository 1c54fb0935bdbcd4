// Admin screen: Contacts (placeholder until built).
export default function ContactsScreen() {
  return <h1 className="text-2xl font-bold">Contacts</h1>;
}
