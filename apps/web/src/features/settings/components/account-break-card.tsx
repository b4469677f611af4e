import { ACCOUNT_LABELS, EXPORT_LINK_MINUTES, PAUSE_ANCHOR } from "@down/common/constants";
import type { OwnProfile } from "@down/common/schemas/profile";
import { Download, PauseCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { isApiError } from "@/lib/api-client";
import { useRequestExport } from "../api/export-data";
import { useSaveProfileSetting } from "../api/settings-profile";
import { SettingSwitchRow } from "./setting-switch-row";

/**
 * 'Pause my account' (the gentler choice the Delete Account page points to) and 'Download my data'.
 * The pause saves at once like the other switches; the download asks for a short-lived link and follows it.
 */
export function AccountBreakCard({ userId, profile }: { userId: string; profile: OwnProfile | undefined }) {
  const save = useSaveProfileSetting(userId);
  const exportData = useRequestExport(userId);
  const [exportNote, setExportNote] = useState<string | undefined>();

  useEffect(() => {
    if (window.location.hash !== `#${PAUSE_ANCHOR}`) return;
    document.getElementById(PAUSE_ANCHOR)?.scrollIntoView({ block: "center" });
  }, []);

  const download = () => {
    setExportNote(undefined);
    exportData.mutate(undefined, {
      onSuccess: ({ url }) => {
        const link = document.createElement("a");
        link.href = url;
        link.download = "";
        document.body.append(link);
        link.click();
        link.remove();
        setExportNote(`Your download has started. The link works for ${EXPORT_LINK_MINUTES} minutes.`);
      },
      onError: (error) =>
        setExportNote(
          isApiError(error, 429)
            ? "You can download your data 3 times a day. Please try again tomorrow."
            : "Couldn't prepare your data. Please try again.",
        ),
    });
  };

  return (
    <Card id={PAUSE_ANCHOR} className="flex flex-col divide-y divide-border py-1">
      <SettingSwitchRow
        id="pause-account"
        label={ACCOUNT_LABELS.pause}
        description={
          profile?.paused
            ? "Paused: you are hidden from searches and new matches. Your chats stay open."
            : "Hide from searches and new matches without deleting anything. Your chats stay open."
        }
        icon={PauseCircle}
        checked={profile?.paused}
        onCheckedChange={(paused) => save.mutate({ paused })}
      />
      <div className="flex gap-4 py-4">
        <Download className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <h3 className="text-sm font-semibold tracking-wide">{ACCOUNT_LABELS.downloadData}</h3>
          <p className="text-sm text-muted-foreground">
            A JSON file of everything stored about you: profile, photos, answers, matches, messages, dates, reviews and
            more.
          </p>
          <Button variant="outline" onClick={download} disabled={exportData.isPending} className="min-h-11">
            {exportData.isPending ? "Preparing..." : "Download my data"}
          </Button>
          <p role="status" className="min-h-5 text-sm text-muted-foreground">
            {exportNote}
          </p>
        </div>
      </div>
    </Card>
  );
}
