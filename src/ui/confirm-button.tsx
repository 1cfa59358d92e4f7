"use client";

import { useState } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** What a confirmation says: its button, its dialog's title and body, and the dialog's buttons. */
export interface ConfirmWords {
  button: string;
  title: string;
  body: string;
  cancel: string;
  confirm: string;
}

/**
 * A red text button that asks before it acts (removing a shop's WhatsApp, its couriers): the dialog
 * closes once `onConfirm` is done, and stays, its confirm button free again, when it fails (the
 * caller says why).
 */
export function ConfirmButton({
  words,
  onConfirm,
}: {
  words: ConfirmWords;
  onConfirm: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setAsking(false);
    } catch {
      // The caller's mutation said it (a toast); the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="text" className="text-red-700" onClick={() => setAsking(true)}>
        {words.button}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} title={words.title}>
        <div className="space-y-4 p-5">
          <p>{words.body}</p>
          <div className="flex justify-end gap-2">
            <Button variant="text" onClick={() => setAsking(false)}>
              {words.cancel}
            </Button>
            <Button disabled={pending} onClick={() => void confirm()}>
              {words.confirm}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
