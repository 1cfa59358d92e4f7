"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerBrand } from "@/contract";
import { MAX_CLOSED_REASON } from "@/domain/brand-config";
import type { TeamMember } from "@/domain/branch-changes";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { TextField } from "@/ui/form";
import { useConsoleSave } from "../save-brand";
import { branchApi } from "./branch-api";

type Branch = OwnerBrand["document"]["branches"][number];

/** A branch dialog's props: open while `branch` is set. */
interface BranchDialogProps {
  owner: OwnerBrand;
  branch: Branch | null;
  onClose: () => void;
}

/**
 * Close a branch until reopened (issue 35 item 3): what customers then see is said first, and
 * that no branch stays open when it is the last open one (allowed: a shop on a long break).
 */
export function CloseBranchDialog({ owner, branch, onClose }: BranchDialogProps) {
  const t = useTranslations("ownerBranchChanges");
  const id = useId();
  const [reason, setReason] = useState("");
  const { send, saving } = useConsoleSave(
    (b: Branch) => branchApi.close(owner.revision, b.id, reason),
    () => "$",
    onClose,
  );
  const othersOpen = owner.document.branches.some(
    (b) => b.id !== branch?.id && !b.closedUntilReopened,
  );
  const tooLong = reason.trim().length > MAX_CLOSED_REASON;
  return (
    <Dialog
      open={branch !== null}
      onClose={onClose}
      title={branch ? t("closeTitle", { branch: branch.name }) : ""}
    >
      {branch && (
        <form
          className="space-y-4 p-5"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!tooLong) send(branch);
          }}
        >
          <p>{t("closeBody", { branch: branch.name })}</p>
          {!othersOpen && <p className="font-semibold">{t("closeLastOpen")}</p>}
          <TextField
            id={`${id}-reason`}
            label={t("closeReason")}
            hint={t("closeReasonHint")}
            value={reason}
            error={tooLong ? t("closeReasonTooLong") : undefined}
            onChange={setReason}
          />
          <div className="flex justify-end gap-2">
            <Button variant="text" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={saving}>
              {t("closeConfirm")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/**
 * Remove a branch (issue 35 item 3): before the owner confirms, what it does (GET …/removal):
 * its open orders (it cannot go until they are finished), who leaves the team with it, who keeps
 * other branches, and that the last branch stays. Confirming saves a revision History restores.
 */
export function RemoveBranchDialog({ owner, branch, onClose }: BranchDialogProps) {
  const t = useTranslations("ownerBranchChanges");
  const impact = useQuery({
    queryKey: ["branch-removal", branch?.id, owner.revision],
    queryFn: () => branchApi.removal(branch!.id),
    enabled: branch !== null,
  });
  const { send, saving } = useConsoleSave(
    (b: Branch) => branchApi.remove(owner.revision, b.id),
    () => "$",
    onClose,
  );
  const names = (people: TeamMember[]) =>
    people
      .map((m) => t(m.role === "manager" ? "roleManager" : "roleStaff", { name: m.name }))
      .join(", ");
  const data = impact.data;
  return (
    <Dialog
      open={branch !== null}
      onClose={onClose}
      title={branch ? t("removeTitle", { branch: branch.name }) : ""}
    >
      {branch && (
        <div className="space-y-4 p-5" aria-live="polite">
          {!data && <p>{t("removeLoading")}</p>}
          {data?.refusal === "LAST_BRANCH" && <p>{t("removeLast", { branch: data.name })}</p>}
          {data && data.refusal !== "LAST_BRANCH" && (
            <>
              <p className={data.openOrders > 0 ? "font-semibold text-red-700" : undefined}>
                {data.openOrders > 0
                  ? t("removeOpenOrders", { count: data.openOrders, branch: data.name })
                  : t("removeNoOpenOrders")}
              </p>
              {data.leaving.length > 0 && (
                <p>{t("removeLeaving", { names: names(data.leaving) })}</p>
              )}
              {data.keeping.length > 0 && (
                <p>{t("removeKeeping", { names: names(data.keeping) })}</p>
              )}
              {data.leaving.length + data.keeping.length === 0 && <p>{t("removeNobody")}</p>}
              {data.refusal === null && <p>{t("removeUndo")}</p>}
            </>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="text" onClick={onClose}>
              {t("cancel")}
            </Button>
            {data?.refusal === null && (
              <Button disabled={saving} onClick={() => send(branch)}>
                {t("removeConfirm")}
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
