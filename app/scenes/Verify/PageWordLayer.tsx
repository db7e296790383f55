import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../domain/recognition/types';
import { overlayStyle } from './overlay';
import { type PageWordOnPage, pickedWords } from './verifyModel';

/** What the verifier picked on the page: the words' text joined with spaces, their page and the box around them. */
export type PagePick = { text: string; page: number; box: Box };

/**
 * The words of the shown page as invisible hit areas over the image (a mouse aid; the keyboard never lands here).
 * A click picks a word; shift-click, or a drag from one word to another, picks the words in between in reading
 * order. The button press does not take the focus: the field being filled keeps it.
 */
export function PageWordLayer({
  words,
  page,
  rotation,
  onPick,
}: {
  /** Every word of the document in reading order (the indexes span pages). */
  words: readonly PageWordOnPage[];
  page: number;
  rotation: number;
  onPick: (pick: PagePick) => void;
}) {
  const { t } = useTranslation();
  // The word a pick starts from (kept for shift-click; one on another page picks nothing) and, while the button is
  // down, the word under the pointer.
  const anchor = useRef<number | null>(null);
  const [drag, setShownDrag] = useState<{ from: number; to: number } | null>(null);
  const dragRef = useRef(drag);
  const setDrag = (next: typeof drag) => {
    dragRef.current = next;
    setShownDrag(next);
  };
  const pick = useRef<(from: number, to: number) => void>(() => undefined);
  pick.current = (from, to) => {
    const picked = pickedWords(words, from, to);
    if (picked) onPick(picked);
  };

  // Releasing the button picks the words from where it went down to the last word it passed over (a drag let go
  // between words or outside the page ends on the last word it crossed).
  useEffect(() => {
    const release = (event: MouseEvent) => {
      const current = dragRef.current;
      if (event.button !== 0 || !current) return;
      dragRef.current = null;
      setShownDrag(null);
      pick.current(current.from, current.to);
    };
    window.addEventListener('mouseup', release);
    return () => window.removeEventListener('mouseup', release);
  }, []);
  const inDrag = (index: number) =>
    drag !== null && index >= Math.min(drag.from, drag.to) && index <= Math.max(drag.from, drag.to);

  return (
    <div className="ll-verify-words" data-testid="verify-words">
      {words.map((word, index) =>
        word.Page !== page ? null : (
          // biome-ignore lint/a11y/noStaticElementInteractions: a mouse aid over the page; the form is the keyboard's way.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: words are identified by their place in reading order.
            key={index}
            className="ll-verify-word"
            data-picking={inDrag(index) || undefined}
            data-testid="verify-word"
            data-text={word.Text}
            title={t('Verify_Pick_Word')}
            style={overlayStyle(word.Box, rotation)}
            onMouseDown={(event) => {
              if (event.button !== 0) return;
              // Keeps the focus in the field the word goes to (and stops the browser selecting text).
              event.preventDefault();
              if (event.shiftKey && anchor.current !== null) {
                setDrag({ from: anchor.current, to: index });
                return;
              }
              anchor.current = index;
              setDrag({ from: index, to: index });
            }}
            onMouseEnter={() => {
              const current = dragRef.current;
              if (current) setDrag({ from: current.from, to: index });
            }}
          />
        ),
      )}
    </div>
  );
}
