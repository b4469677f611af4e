import { Moon } from "lucide-react";
import { useTheme } from "@/app/theme-provider";
import { Card } from "@/components/ui/card";
import { SettingSwitchRow } from "./setting-switch-row";

export function AppearanceCard() {
  const { theme, setTheme } = useTheme();
  return (
    <Card className="py-1">
      <SettingSwitchRow
        id="dark-mode"
        label="DARK MODE"
        icon={Moon}
        checked={theme === "dark"}
        onCheckedChange={(checked) => setTheme(checked ? "dark" : "light")}
      />
    </Card>
  );
}
