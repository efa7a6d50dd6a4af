import { Card } from "@/components/ui/card";

export default function EndpointsIndexPage() {
  return (
    <Card>
      <p className="text-slate-600">Select an endpoint, or add a new one.</p>
      <p className="mt-1 text-sm text-slate-500">
        An endpoint is an API call (method and URL); only callers holding one of its scopes may make it.
      </p>
    </Card>
  );
}
