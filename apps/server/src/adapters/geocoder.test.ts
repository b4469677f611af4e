import { describe, expect, it, vi } from "vitest";
import { googleGeocoder, milesBetween, nearestCity, offlineGeocoder } from "./geocoder";

describe("offline geocoder", () => {
  const geocode = offlineGeocoder().geocode;

  it.each([
    ["37203", "Nashville, TN"],
    ["37203-1234", "Nashville, TN"],
    ["Nashville", "Nashville, TN"],
    ["nashville, tennessee", "Nashville, TN"],
    ["Franklin, TN", "Franklin, TN"],
    ["Franklin TN", "Franklin, TN"],
    ["Portland", "Portland, OR"],
    ["Portland, ME", "Portland, ME"],
    ["Portland Maine", "Portland, ME"],
    ["Paris", "Paris, France"],
    ["Paris, Texas", "Paris, TX"],
    ["London, UK", "London, United Kingdom"],
    ["montreal", "Montréal, Canada"],
    ["Toronto, ON", "Toronto, Canada"],
    ["Washington, DC", "Washington, DC"],
    ["New York NY", "New York, NY"],
  ])("%s → %s", async (query, label) => {
    expect((await geocode(query))?.label).toBe(label);
  });

  it("prefers the most populous city of a shared name", async () => {
    // Springfield, MA is the largest of the five listed Springfields.
    expect(await geocode("Springfield")).toMatchObject({ label: "Springfield, MA" });
  });

  it("puts a ZIP code at its centre", async () => {
    const place = await geocode("37203");
    expect(place).toEqual({ lat: 36.1504, lng: -86.7916, label: "Nashville, TN" });
  });

  it.each(["xyzzy", "99999", "Franklin, ZZ", ","])("finds nothing for %j", async (query) => {
    expect(await geocode(query)).toBeNull();
  });
});

describe("nearestCity", () => {
  it("names the closest listed city", () => {
    expect(nearestCity(36.16, -86.78).label).toBe("Nashville, TN");
    expect(nearestCity(48.85, 2.35).label).toBe("Paris, France");
  });

  it("measures great-circle miles on a 3959-mile earth", () => {
    // Nashville to Memphis is about 196 miles as the crow flies.
    expect(Math.round(milesBetween({ lat: 36.1627, lng: -86.7816 }, { lat: 35.1495, lng: -90.049 }))).toBe(196);
  });
});

describe("Google geocoder", () => {
  const answer = (body: unknown, status = 200) => vi.fn(async () => Response.json(body, { status }));

  it("asks Google with the key and gives a short City, ST label", async () => {
    const fetchMock = answer({
      status: "OK",
      results: [
        {
          formatted_address: "Franklin, TN 37064, USA",
          geometry: { location: { lat: 35.925, lng: -86.8689 } },
          address_components: [
            { long_name: "Franklin", short_name: "Franklin", types: ["locality", "political"] },
            { long_name: "Tennessee", short_name: "TN", types: ["administrative_area_level_1", "political"] },
            { long_name: "United States", short_name: "US", types: ["country", "political"] },
          ],
        },
      ],
    });
    const place = await googleGeocoder("KEY", fetchMock).geocode("Franklin, TN");
    expect(place).toEqual({ lat: 35.925, lng: -86.8689, label: "Franklin, TN" });
    const url = new URL(String((fetchMock.mock.calls[0] as unknown as [URL])[0]));
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/geocode/json");
    expect(Object.fromEntries(url.searchParams)).toEqual({ address: "Franklin, TN", key: "KEY" });
  });

  it("uses the country outside the US, and the formatted address when there is no locality", async () => {
    const paris = answer({
      status: "OK",
      results: [
        {
          formatted_address: "Paris, France",
          geometry: { location: { lat: 48.85, lng: 2.35 } },
          address_components: [
            { long_name: "Paris", short_name: "Paris", types: ["locality"] },
            { long_name: "France", short_name: "FR", types: ["country"] },
          ],
        },
      ],
    });
    expect((await googleGeocoder("K", paris).geocode("paris"))?.label).toBe("Paris, France");
    const park = answer({
      status: "OK",
      results: [
        { formatted_address: "Yosemite National Park, CA, USA", geometry: { location: { lat: 37.8, lng: -119.5 } } },
      ],
    });
    expect((await googleGeocoder("K", park).geocode("yosemite"))?.label).toBe("Yosemite National Park, CA, USA");
  });

  it("returns null for ZERO_RESULTS and throws for refusals", async () => {
    expect(await googleGeocoder("K", answer({ status: "ZERO_RESULTS", results: [] })).geocode("zz")).toBeNull();
    await expect(googleGeocoder("K", answer({ status: "REQUEST_DENIED" })).geocode("zz")).rejects.toThrow(
      "REQUEST_DENIED",
    );
    await expect(googleGeocoder("K", answer({}, 500)).geocode("zz")).rejects.toThrow("500");
  });
});
