"use client";

import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { MAP_ZOOM } from "@/domain/geo";

// Loaded only when the address-details dialog opens (next/dynamic), so Leaflet costs nothing on
// the menu pages. The pin is inline SVG: it shows even when no tile can load.
const pin = L.divIcon({
  className: "",
  html: '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true"><path d="M12 31s10-9.6 10-18A10 10 0 0 0 2 13c0 8.4 10 18 10 18z" fill="var(--brand-primary)" stroke="#fff" stroke-width="2"/><circle cx="12" cy="13" r="4" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

export default function LeafletMap({
  lat,
  lng,
  tileUrl,
  label,
}: {
  lat: number;
  lng: number;
  tileUrl: string;
  label: string;
}) {
  const t = useTranslations("delivery.details");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const map = L.map(ref.current, { zoomControl: false, attributionControl: true }).setView(
      [lat, lng],
      MAP_ZOOM,
    );
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: "© OpenStreetMap contributors" }).addTo(map);
    L.marker([lat, lng], { icon: pin, title: label, alt: label }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, tileUrl, label]);
  // A figure, not role="img": Leaflet puts focusable controls inside the map.
  return (
    <figure aria-label={t("mapOf", { place: label })} className="kedai-map">
      <div ref={ref} className="h-48 w-full rounded-2xl bg-surface-variant" />
    </figure>
  );
}
