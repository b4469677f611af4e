import type { GeoPlace } from "@down/common/schemas/geocode";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const findPlace = (query: string) =>
  apiJson<GeoPlace>("GET", `/api/geocode?${new URLSearchParams({ q: query.trim() })}`);

/** The city nearest a stored position, to name "Current Location" without a map service. */
export function useNearestCity(lat: number | null | undefined, lng: number | null | undefined) {
  const known = lat != null && lng != null;
  return useQuery({
    queryKey: ["/api/geocode/reverse", lat, lng],
    queryFn: () =>
      apiJson<GeoPlace>("GET", `/api/geocode/reverse?${new URLSearchParams({ lat: `${lat}`, lng: `${lng}` })}`),
    enabled: known,
  });
}
