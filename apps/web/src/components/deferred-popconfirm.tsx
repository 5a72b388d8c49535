import { Popconfirm, type PopconfirmProps } from 'antd';
import { type ReactElement, useEffect, useRef, useState } from 'react';

interface DeferredPopconfirmProps extends Omit<PopconfirmProps, 'open' | 'children'> {
  /** The button that opens the confirmation. */
  children: ReactElement;
}

const CONTENTS = { display: 'contents' } as const;

/**
 * A Popconfirm made at the first click on its button: until then the button is drawn alone. A page of review cards
 * carries two confirmations per card, each an antd trigger with its own style hooks, that hardly any card opens
 * (ADR 0018). Once made, it stays, and behaves as a plain Popconfirm; the button keeps the keyboard focus it had.
 */
export function DeferredPopconfirm({ children, onOpenChange, disabled, ...props }: DeferredPopconfirmProps) {
  const [open, setOpen] = useState<boolean | null>(null);
  // A box that takes no space, so that the button drawn again inside the Popconfirm can be found and focused.
  const holder = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (open === null || !hadFocus.current) return;
    hadFocus.current = false;
    holder.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [open]);

  const arm = () => {
    if (disabled) return;
    hadFocus.current = holder.current?.contains(document.activeElement) ?? false;
    setOpen(true);
    onOpenChange?.(true);
  };
  // The click on the button reaches the box; once the Popconfirm is made, it opens and closes it itself.
  return (
    <span ref={holder} style={CONTENTS} onClick={open === null ? arm : undefined}>
      {open === null ? (
        children
      ) : (
        <Popconfirm
          {...props}
          disabled={disabled}
          open={open}
          onOpenChange={(next: boolean) => {
            setOpen(next);
            onOpenChange?.(next);
          }}
        >
          {children}
        </Popconfirm>
      )}
    </span>
  );
}
