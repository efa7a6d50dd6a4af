import { Button } from "@/components/ui/button";

/** A form's Cancel and Save (the submit button, held while the save is under way). */
export function CancelSaveButtons({
  onCancel,
  pending,
  className = "flex gap-2",
}: {
  onCancel: () => void;
  pending: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        Save
      </Button>
    </div>
  );
}
