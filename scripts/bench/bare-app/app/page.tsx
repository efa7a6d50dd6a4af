// Ceiling of the learner pages: a page rendered on every request by the
// framework alone, reading nothing. It has no client component, so its
// first-load JavaScript is the framework's floor as well.
export const metadata = { title: "Bench" };

export default function MinimalDynamicPage() {
  return (
    <main>
      <h1>Bench</h1>
      <p>A page rendered per request, reading nothing.</p>
    </main>
  );
}
