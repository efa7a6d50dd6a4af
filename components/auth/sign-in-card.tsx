import { SignInPrompt } from "@/components/statistics/sign-in-prompt";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";

/** A learner's own page as a guest finds it: its title, and the way to log in and come back to it. */
export function SignInCard({ title, callbackUrl }: { title: string; callbackUrl: string }) {
  return (
    <Card className="mx-auto w-full max-w-[600px]">
      <PageTitle>{title}</PageTitle>
      <SignInPrompt callbackUrl={callbackUrl} />
    </Card>
  );
}
