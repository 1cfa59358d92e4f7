/** Grand Indonesia as a DeliveryAddress (the bundled gazetteer's coordinates). */
export const GRAND_INDONESIA = {
  name: "Grand Indonesia",
  country: "ID",
  postalCode: "10310",
  city: "Jakarta Pusat",
  address: "Jl. M.H. Thamrin No. 1",
  lat: -6.1951,
  lng: 106.8216,
};
