import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";

/**
 * The foot of a short profile form (the first-run step and the finish-profile dialog): the server's refusal in
 * its own words, then "Save and continue" that shows "Saving..." while the save is on its way.
 */
export function SaveAndContinue({ save }: { save: { isPending: boolean; isError: boolean; error: unknown } }) {
  return (
    <>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {(isApiError(save.error) && save.error.serverMessage) || "Couldn't save. Please try again."}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {save.isPending ? "Saving..." : "Save and continue"}
      </Button>
    </>
  );
}
