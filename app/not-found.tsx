import { ErrorText } from "@/components/ui/status";

export const metadata = { title: "Not found" };

export default function NotFound() {
  return <ErrorText message="404 Resource was not found" />;
}
