"use client";

import { useAccountItems } from "./use-account-items";
import { useMenuButton } from "./use-menu-button";
import { Icon } from "@/components/ui/icon";

const itemClass =
  "block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700";

/**
 * The account button and its menu (WAI-ARIA menu button): the arrow keys,
 * Home and End move between the items, Escape closes and gives the focus back
 * to the button, a click elsewhere or Tab closes.
 */
export function AccountMenu({ login }: { login: string | null }) {
  const items = useAccountItems(login);
  const { open, button, menu, menuId, toggle, close, onButtonKeyDown, onMenuKeyDown } = useMenuButton();

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={login ? `Account of ${login}` : "Account: not logged in"}
        onClick={toggle}
        onKeyDown={onButtonKeyDown}
        className="flex max-w-40 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-white hover:bg-white/15"
      >
        <Icon
          path="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5Z"
          className="size-6 shrink-0 fill-current"
        />
        <span className="hidden truncate sm:inline">{login ?? "Not logged"}</span>
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-50 mt-1.5 min-w-44 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          <div className="px-3 py-2 text-xs text-slate-500 sm:hidden">{login ?? "Not logged"}</div>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                close(false);
                item.select();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
