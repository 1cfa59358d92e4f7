"use client";

import { Link } from "@/ui/link";
import { useTranslations } from "next-intl";
import { ROUTES } from "@/domain/routes";
import { LineIcon } from "@/ui/icon";
import { useAuth } from "./auth-store";

const action =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold " +
  "focus-visible:outline-2 focus-visible:outline-on-primary";

/**
 * An icon with its word under it (issue 32 item 10: four bare icons told staff nothing). The
 * link's name is the full one; the short word is what the eye reads.
 */
function IconLink({
  href,
  label,
  word,
  children,
}: {
  href: string;
  label: string;
  word: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-label={label}
      className="inline-flex h-12 min-w-11 flex-col items-center justify-center rounded-xl px-1.5 focus-visible:outline-2 focus-visible:outline-on-primary"
    >
      {children}
      <span aria-hidden="true" className="text-[11px] leading-tight font-semibold">
        {word}
      </span>
    </Link>
  );
}

function AccountIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
    </LineIcon>
  );
}

function OrdersIcon() {
  return (
    <LineIcon>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" strokeLinejoin="round" />
      <path d="M9 8h6M9 12h6" strokeLinecap="round" />
    </LineIcon>
  );
}

function BoardIcon() {
  return (
    <LineIcon>
      <rect x="3" y="4" width="7" height="16" rx="1.5" />
      <rect x="14" y="4" width="7" height="10" rx="1.5" />
    </LineIcon>
  );
}

function ShopIcon() {
  return (
    <LineIcon>
      <path d="M4 10h16v10H4zM3 10l2-6h14l2 6" strokeLinejoin="round" />
      <path d="M10 20v-5h4v5" strokeLinejoin="round" />
    </LineIcon>
  );
}

/**
 * Spec §1: 'Login/Signup' when anonymous; account and orders icons when signed in, and the staff
 * board's for staff.
 */
export function AuthActions() {
  const t = useTranslations("auth");
  const tOwner = useTranslations("owner");
  const state = useAuth((s) => s.state);
  const isStaff = useAuth((s) => Boolean(s.data?.staff));
  const role = useAuth((s) => s.data?.staff?.role);
  if (state === "initial") return null; // not known yet: show neither rather than flash the wrong one
  if (state !== "loggedIn") {
    return (
      <Link href={ROUTES.auth} className={action}>
        {t("loginSignup")}
      </Link>
    );
  }
  return (
    <>
      {(role === "owner" || role === "manager") && (
        <IconLink
          href={ROUTES.owner}
          label={tOwner(role === "owner" ? "consoleLink" : "branchConsoleLink")}
          word={t("short.console")}
        >
          <ShopIcon />
        </IconLink>
      )}
      {isStaff && (
        <IconLink href={ROUTES.staff} label={t("staffBoard")} word={t("short.board")}>
          <BoardIcon />
        </IconLink>
      )}
      <IconLink href={ROUTES.orders} label={t("orders")} word={t("short.orders")}>
        <OrdersIcon />
      </IconLink>
      <IconLink href={ROUTES.account} label={t("account")} word={t("short.account")}>
        <AccountIcon />
      </IconLink>
    </>
  );
}
