// The app's toasts. sonner (and its Toaster) is fetched with the first toast
// of a page, not with every page: most pages never show one.

type ToastOptions = {
  description?: string;
  /** How long it stays, in ms (sonner's default otherwise). */
  duration?: number;
  /** A button in the toast (Undo). */
  action?: { label: string; onClick: () => void };
};
type Kind = "success" | "error" | "info";

const loadSonner = () => import("sonner");

let toastRequested = false;
let mountToaster: (() => void) | null = null;

/** Called by the ToastHost: `mount` renders the Toaster; called at once if a toast came first. */
export function onFirstToast(mount: () => void): () => void {
  mountToaster = mount;
  if (toastRequested) mount();
  return () => {
    if (mountToaster === mount) mountToaster = null;
  };
}

function show(kind: Kind) {
  return (message: string, options?: ToastOptions) => {
    toastRequested = true;
    mountToaster?.();
    // sonner keeps toasts raised before its Toaster subscribes and shows them when it does.
    void loadSonner().then(({ toast: sonner }) => sonner[kind](message, options));
  };
}

export const toast = { success: show("success"), error: show("error"), info: show("info") };
