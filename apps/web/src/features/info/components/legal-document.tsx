import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalDocument({ meta, sections }: { meta: ReactNode; sections: readonly LegalSection[] }) {
  return (
    <Card className="flex flex-col gap-6 p-6">
      <p className="text-sm text-muted-foreground">{meta}</p>
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-base font-semibold">{section.heading}</h2>
          <div className="flex flex-col gap-2 text-sm leading-relaxed text-muted-foreground [&_li]:ml-5 [&_li]:list-disc">
            {section.body}
          </div>
        </section>
      ))}
    </Card>
  );
}
