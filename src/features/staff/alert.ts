"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

// A kitchen hears a new order before it sees one: a two-tone chime from the Web Audio API (no
// sound file to load), repeated while orders wait, and a tab title that flashes until every
// new order has been accepted. Browsers allow sound only after a tap on the page, so the board
// asks for one ("Turn on sound") when it has not had it yet.

const REPEAT_MS = 30_000;
const FLASH_MS = 1_000;

function chime(context: AudioContext): void {
  const now = context.currentTime;
  for (const [i, freq] of [880, 660].entries()) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = "sine";
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + i * 0.25);
    gain.gain.exponentialRampToValueAtTime(0.4, now + i * 0.25 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.25 + 0.22);
    osc.connect(gain).connect(context.destination);
    osc.start(now + i * 0.25);
    osc.stop(now + i * 0.25 + 0.25);
  }
}

/**
 * Sounds and flashes while `waiting` > 0. `arrivals` increases with each order that arrived
 * live; each arrival chimes at once.
 */
export function useNewOrderAlert(waiting: number, arrivals: number, title: string) {
  const t = useTranslations("staff");
  const contextRef = useRef<AudioContext | null>(null);
  const [soundOn, setSoundOn] = useState(false);

  const enableSound = () => {
    contextRef.current ??= new AudioContext();
    void contextRef.current
      .resume()
      .then(() => setSoundOn(contextRef.current?.state === "running"));
  };

  // Try at once: a tablet set to allow autoplay needs no tap.
  useEffect(() => {
    if (typeof AudioContext === "undefined") return;
    contextRef.current = new AudioContext();
    const check = () => setSoundOn(contextRef.current?.state === "running");
    contextRef.current.addEventListener("statechange", check);
    check();
    return () => void contextRef.current?.close();
  }, []);

  useEffect(() => {
    if (arrivals > 0 && contextRef.current?.state === "running") chime(contextRef.current);
  }, [arrivals]);

  useEffect(() => {
    if (waiting === 0) return;
    const repeat = setInterval(() => {
      if (contextRef.current?.state === "running") chime(contextRef.current);
    }, REPEAT_MS);
    return () => clearInterval(repeat);
  }, [waiting]);

  useEffect(() => {
    if (waiting === 0) {
      document.title = title;
      return;
    }
    const alertTitle = t("alertTitle", { count: waiting });
    let on = true;
    document.title = alertTitle;
    const flash = setInterval(() => {
      on = !on;
      document.title = on ? alertTitle : title;
    }, FLASH_MS);
    return () => {
      clearInterval(flash);
      document.title = title;
    };
  }, [waiting, title, t]);

  return { soundOn, enableSound };
}
