// kedai's own look on the platform's pages (issue 35): warm terracotta, as the storefront's brand
// colours are given (features/brand/brand-style.tsx), each readable as brand-contrast.ts asks.
export const PLATFORM_COLORS = {
  primary: "#B4451F",
  surfaceVariant: "#FBEFE6",
  outline: "#9A6A4F",
  secondaryContainer: "#FDE7D6",
  onSecondaryContainer: "#3D1406",
};
