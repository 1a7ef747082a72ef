import { createContext, useContext, useId, type ReactNode } from 'react';
import { classes } from '../lib/classes.ts';
import './radio-card.css';

type Group = { name: string; value: string | null; onValueChange: (value: string) => void };
const GroupContext = createContext<Group | null>(null);
/** The id of a card's title, which names the card's input (as Ark named it): the name a screen reader reads in the list. */
const TitleId = createContext('');

type Props = {
  /** The list's name for a screen reader ('Daftar alamat'). */
  label: string;
  /** The card chosen now, by its `value`; null: none yet. */
  value: string | null;
  onValueChange: (value: string) => void;
  /** The chosen card's colours: the brand's, or green (the address picker). */
  palette?: 'brand' | 'green';
  children: ReactNode;
};

/**
 * The shop's radio cards (the checkout's pickers, the payment method's pages): the browser's own radio
 * inputs, one name per list, each drawn as a card in Chakra's RadioCard recipe (size md, variant
 * outline; radio-card.css). Chakra's RadioCard runs Ark's radio group machine and styles each of its
 * parts at runtime at every render; these are plain elements (docs/decisions/069-plain-radio-cards.md).
 * The inputs keep what the browser gives a radio group: one Tab stop, the arrow keys between the cards,
 * each card's role and state for screen readers, a tap anywhere on the card.
 */
export function RadioCards({ label, value, onValueChange, palette = 'brand', children }: Props) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`radio-cards palette-${palette}`}>
      <GroupContext value={{ name, value, onValueChange }}>{children}</GroupContext>
    </div>
  );
}

type CardProps = {
  value: string;
  disabled?: boolean;
  /** The card's own look (a background, the active address's border) beside the recipe's. */
  className?: string;
  /** The indicator and the content centred on the card's height rather than at its top. */
  centered?: boolean;
  'data-testid'?: string;
  children: ReactNode;
};

/** One card: the whole card is the input's label, so a tap anywhere on it chooses it. */
export function RadioCard({ value, disabled, className, centered, children, ...rest }: CardProps) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('RadioCard outside RadioCards');
  const titleId = useId();
  const checked = group.value === value;
  return (
    <label
      className={classes('radio-card', className)}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
      data-testid={rest['data-testid']}
    >
      <input
        type="radio"
        className="radio-card__input visually-hidden"
        name={group.name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => group.onValueChange(value)}
        aria-labelledby={titleId}
      />
      <span className={centered ? 'radio-card__control radio-card__control--centered' : 'radio-card__control'}>
        <TitleId value={titleId}>{children}</TitleId>
        <span className="radio-card__indicator" aria-hidden />
      </span>
    </label>
  );
}

/** The card's text beside its indicator: a column of lines. */
export function RadioCardContent({ children, gap = 'md' }: { children: ReactNode; gap?: 'sm' | 'md' }) {
  return <span className={gap === 'sm' ? 'radio-card__content radio-card__content--tight' : 'radio-card__content'}>{children}</span>;
}

/** The card's name (a bank, a branch, an address's title). */
export function RadioCardTitle({ children }: { children: ReactNode }) {
  return (
    <span className="radio-card__title" id={useContext(TitleId)}>
      {children}
    </span>
  );
}

/** A line under the name, paler (an account number, an address). */
export function RadioCardDescription({ children }: { children: ReactNode }) {
  return <span className="radio-card__description">{children}</span>;
}
