import { LoadingText } from "@/components/ui/status";

export default function TestTypeLoading() {
  return <LoadingText />;
}
