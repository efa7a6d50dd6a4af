import { useState } from "react";

/**
 * True from the first time `open` is true: a lazily loaded overlay is fetched
 * when it is first needed and stays mounted afterwards, so it closes (and
 * gives the focus back) the way it always does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
