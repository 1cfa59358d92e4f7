import type { Country } from "react-phone-number-input";
import flags from "react-phone-number-input/flags";

/** Every country's flag: loaded only when the customer picks a country other than the default. */
export default function OtherFlag({ country, title }: { country: Country; title: string }) {
  const Flag = flags[country];
  return Flag ? <Flag title={title} /> : null;
}
