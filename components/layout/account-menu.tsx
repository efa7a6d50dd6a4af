"use client";

import { useTranslations } from "next-intl";
import { type ChooseLocale, LanguageSwitch } from "./language-switch";
import { ThemeSwitch } from "./theme-switch";
import { useAccountItems } from "./use-account-items";
import { useMenuButton } from "./use-menu-button";
import { Icon } from "@/components/ui/icon";

const itemClass =
  "block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700";

/**
 * The account button and its menu (WAI-ARIA menu button): the arrow keys,
 * Home and End move between the items, Escape closes and gives the focus back
 * to the button, a click elsewhere or Tab out of it closes. Below the menu,
 * the theme and language switches, reached with Tab.
 */
export function AccountMenu({
  login,
  teaches,
  chooseLocale,
}: {
  login: string | null;
  /** Whether the account teaches (may open classes): the menu then offers Classes. */
  teaches: boolean;
  chooseLocale: ChooseLocale;
}) {
  const t = useTranslations("common.account");
  const items = useAccountItems(login, teaches);
  const { open, button, menu, menuId, toggle, close, onButtonKeyDown, onMenuKeyDown, onPopupBlur } =
    useMenuButton();

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={login ? t("accountOf", { login }) : t("notLoggedIn")}
        onClick={toggle}
        onKeyDown={onButtonKeyDown}
        className="flex max-w-40 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-white hover:bg-white/15"
      >
        <Icon
          path="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5Z"
          className="size-6 shrink-0 fill-current"
        />
        {/* A login is a name: not translated. */}
        <span className="hidden truncate sm:inline" translate={login ? "no" : undefined}>
          {login ?? t("notLogged")}
        </span>
      </button>
      {open ? (
        <div
          ref={menu}
          onKeyDown={onMenuKeyDown}
          onBlur={onPopupBlur}
          className="top-bar-popup absolute top-full right-0 z-50 mt-1.5 min-w-44 rounded-lg bg-white p-1 text-slate-900 shadow-lg ring-1 ring-slate-200"
        >
          <div id={menuId} role="menu" aria-label={t("menu")}>
            <div className="px-3 py-2 text-xs text-slate-500 sm:hidden" translate={login ? "no" : undefined}>
              {login ?? t("notLogged")}
            </div>
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
          <ThemeSwitch className="mt-1 border-t border-slate-200 pt-1" />
          <LanguageSwitch choose={chooseLocale} className="mt-1 border-t border-slate-200 pt-1" />
        </div>
      ) : null}
    </div>
  );
}
