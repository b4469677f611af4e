import { type ReactNode, useId, useState } from "react";
import { SectionHeading } from "@/components/page/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

interface ChartTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart for the eye and the same figures as a table for screen readers (and for anyone who taps
 * 'Show numbers'): the drawing itself is hidden from assistive technology.
 */
export function ChartFigure({
  title,
  empty,
  table,
  children,
}: {
  title: string;
  empty: string | null;
  table: ChartTable;
  children: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <section className="flex flex-col gap-2">
      <SectionHeading
        action={
          empty ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? "Show chart" : "Show numbers"}
            </Button>
          )
        }
      >
        {title}
      </SectionHeading>
      <Card className="p-4 text-muted-foreground">
        {empty ? (
          <p className="py-6 text-center text-sm">{empty}</p>
        ) : (
          <>
            {showTable ? null : (
              // Inert as well as hidden: nothing inside a hidden chart may take focus (axe aria-hidden-focus).
              <div aria-hidden="true" inert>
                {children}
              </div>
            )}
            {/* The wrapper hides it: a table's own cells ignore the 1 px box sr-only gives it. */}
            <div id={tableId} className={showTable ? undefined : "sr-only"}>
              <table className="w-full text-left text-sm text-foreground">
                <caption className="sr-only">{table.caption}</caption>
                <thead>
                  <tr>
                    {table.columns.map((column) => (
                      <th key={column} scope="col" className="py-1.5 pr-2 font-semibold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map(([head, ...cells]) => (
                    <tr key={String(head)} className="border-t border-border">
                      <th scope="row" className="py-1.5 pr-2 font-medium">
                        {head}
                      </th>
                      {cells.map((cell, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
                        <td key={i} className="py-1.5 pr-2 tabular-nums">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Card>
    </section>
  );
}
