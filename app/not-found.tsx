export const metadata = { title: "Not found" };

// The page's heading, styled as the error text it replaces, so the page is not left without a title.
export default function NotFound() {
  return <h1 className="text-error p-4 text-base font-normal">Error: 404 Resource was not found</h1>;
}
