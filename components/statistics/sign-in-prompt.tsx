import { ButtonLink } from "@/components/ui/button";

/** Statistics belong to an account: guests are sent to log in and brought back here afterwards. */
export function SignInPrompt({ callbackUrl }: { callbackUrl: string }) {
  return (
    <div className="flex flex-col items-start gap-3 px-1 py-2">
      <p className="font-medium text-slate-800">Please, sign in</p>
      <p className="text-sm text-slate-500">Your test results and statistics are kept in your account.</p>
      <ButtonLink href={`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Log in</ButtonLink>
    </div>
  );
}
