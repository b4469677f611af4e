interface Props {
  label: string;
  questions: readonly string[];
  disabled: boolean;
  onPick: (question: string) => void;
}

/** Questions LOVE can answer, one tap each: on the first open, and when LOVE did not understand. */
export function SuggestionChips({ label, questions, disabled, onPick }: Props) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(question)}
            className="min-h-11 rounded-full border border-accent/40 bg-surface px-3.5 py-2 text-left text-xs font-semibold text-accent hover:bg-accent-soft disabled:opacity-50"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
