"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { formatPhoneNumberIntl } from "react-phone-number-input/min";
import type { OwnerBrand } from "@/contract";
import { roleNeedsBranches } from "@/domain/auth";
import { ROUTES } from "@/domain/routes";
import { useAuth } from "@/features/auth/auth-store";
import { Button, buttonClass } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { notify } from "@/ui/toasts";
import type { Member } from "./member-form";
import { MemberForm } from "./member-form";
import { useSaveBrand } from "../save-brand";

/** What the dialog is doing: adding or editing (index in `staff`), removing, or inviting. */
type Open =
  | { step: "form"; index: number | null }
  | { step: "remove"; index: number }
  | { step: "invite"; member: Member };

const shown = (phone: string) => formatPhoneNumberIntl(phone) || phone;

/** Issue 19 item 5: the brand's people, their roles and branches; add, edit, remove. */
export function People({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerPeople");
  const myPhone = useAuth((s) => s.data?.phoneNumber);
  const { staff, branches } = owner.document;
  const [open, setOpen] = useState<Open | null>(null);
  const [draft, setDraft] = useState<Member | null>(null);
  const { save, saving, problems, clearProblems } = useSaveBrand(
    owner,
    () => {
      if (open?.step === "remove")
        notify("success", t("removed", { name: staff[open.index]!.name }));
      setOpen(
        open?.step === "form" && open.index === null && draft
          ? { step: "invite", member: draft }
          : null,
      );
    },
    "team",
  );
  const branchName = new Map(branches.map((b) => [b.id, b.name]));
  const editing = open?.step === "form" && open.index !== null ? staff[open.index]! : null;
  const removing = open?.step === "remove" ? staff[open.index]! : null;

  const title =
    open?.step === "form"
      ? editing
        ? t("editTitle", { name: editing.name })
        : t("addTitle")
      : open?.step === "remove"
        ? t("removeTitle", { name: removing!.name })
        : open?.step === "invite"
          ? t("inviteTitle", { name: open.member.name })
          : "";

  return (
    <div className="space-y-4">
      <p className="text-neutral-700">{t("intro")}</p>
      <Button
        onClick={() => {
          clearProblems();
          setOpen({ step: "form", index: null });
        }}
      >
        {t("add")}
      </Button>
      <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
        {staff.map((member, i) => {
          const self = member.phoneNumber === myPhone;
          return (
            <li key={member.phoneNumber} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">
                  {member.name}
                  {self && (
                    <span className="ml-2 rounded-full bg-surface-variant px-2 py-0.5 text-xs font-semibold">
                      {t("you")}
                    </span>
                  )}
                </span>
                <span className="block text-sm text-neutral-700">
                  {shown(member.phoneNumber)} · {t(`roles.${member.role}`)}
                </span>
                <span className="block text-sm text-neutral-700">
                  {roleNeedsBranches(member.role)
                    ? member.branchIds.map((id) => branchName.get(id) ?? id).join(", ")
                    : t("everyBranch")}
                </span>
              </span>
              <span className="flex gap-2">
                <Button
                  variant="outlined"
                  onClick={() => {
                    clearProblems();
                    setOpen({ step: "form", index: i });
                  }}
                >
                  {t("edit")}
                  <span className="sr-only"> {member.name}</span>
                </Button>
                {!self && (
                  <Button variant="text" onClick={() => setOpen({ step: "remove", index: i })}>
                    {t("remove")}
                    <span className="sr-only"> {member.name}</span>
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={title}>
        {open?.step === "form" && (
          <MemberForm
            key={`${owner.revision}-${open.index}`}
            member={editing}
            others={staff.filter((_, i) => i !== open.index)}
            branches={branches}
            self={editing?.phoneNumber === myPhone}
            problems={problems}
            saving={saving}
            onCancel={() => setOpen(null)}
            onSave={(member) => {
              const index = open.index ?? staff.length;
              setDraft(member);
              save((doc) => {
                doc.staff[index] = member;
              }, `$.staff[${index}]`);
            }}
          />
        )}
        {open?.step === "remove" && removing && (
          <div className="space-y-4 p-5">
            <p>{t("removeBody", { name: removing.name })}</p>
            <div className="flex justify-end gap-2">
              <Button variant="text" onClick={() => setOpen(null)}>
                {t("cancel")}
              </Button>
              <Button
                disabled={saving}
                onClick={() =>
                  save((doc) => {
                    doc.staff.splice(open.index, 1);
                  }, "$.staff")
                }
              >
                {t("remove")}
              </Button>
            </div>
          </div>
        )}
        {open?.step === "invite" && (
          <Invite
            member={open.member}
            brandName={owner.document.brand.name}
            onDone={() => setOpen(null)}
          />
        )}
      </Dialog>
    </div>
  );
}

/** After adding someone: the message that tells them how to sign in, by WhatsApp or copied. */
function Invite({
  member,
  brandName,
  onDone,
}: {
  member: Member;
  brandName: string;
  onDone: () => void;
}) {
  const t = useTranslations("ownerPeople");
  const url = `${window.location.origin}${ROUTES.staff}`;
  const message = t("inviteMessage", { name: member.name, brand: brandName, url });
  const whatsApp = `https://wa.me/${member.phoneNumber.slice(1)}?text=${encodeURIComponent(message)}`;
  return (
    <div className="space-y-4 p-5">
      <p>{t("inviteBody", { url, phone: shown(member.phoneNumber) })}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary")}
        >
          {t("sendWhatsApp")}
        </a>
        <Button
          variant="outlined"
          onClick={() =>
            void navigator.clipboard.writeText(message).then(() => notify("success", t("copied")))
          }
        >
          {t("copyLink")}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button variant="text" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
    </div>
  );
}
