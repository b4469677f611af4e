import { SETTINGS_LABELS } from "@down/common/constants";
import { Moon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useTheme } from "@/lib/theme/theme-provider";
import { SettingSwitchRow } from "./setting-switch-row";

export function AppearanceCard() {
  const { theme, setTheme } = useTheme();
  return (
    <Card className="py-1">
      <SettingSwitchRow
        id="dark-mode"
        label={SETTINGS_LABELS.darkMode}
        icon={Moon}
        checked={theme === "dark"}
        onCheckedChange={(checked) => setTheme(checked ? "dark" : "light")}
      />
    </Card>
  );
}
