import { useState } from 'react';
import { AmountEditor, DateEditor, NumberInput, PasswordInput } from '../../components';
import { KitExample, KitSection } from './KitSection';

/** Amount, number, date and password fields. */
export function EditorSection() {
  const [amount, setAmount] = useState(1234.5);
  const [commits, setCommits] = useState(0);
  const [amountUs, setAmountUs] = useState(99.99);
  const [quantity, setQuantity] = useState(1.5);
  const [count, setCount] = useState(3);
  const [date, setDate] = useState<string | null>(null);
  const [futureDate, setFutureDate] = useState<string | null>(null);
  const [password, setPassword] = useState('s3cret');

  return (
    <KitSection title="Editors">
      <KitExample name="amount" value={amount}>
        <AmountEditor
          label="Amount (nl-NL)"
          locale="nl-NL"
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setCommits((total) => total + 1);
          }}
          data-testid="amount"
        />
      </KitExample>
      <KitExample name="amount-commits" value={commits}>
        <span />
      </KitExample>
      <KitExample name="amount-us" value={amountUs}>
        <AmountEditor
          label="Amount (en-US)"
          locale="en-US"
          value={amountUs}
          onChange={setAmountUs}
          data-testid="amount-us"
        />
      </KitExample>
      <KitExample name="amount-digits" value={quantity}>
        <AmountEditor
          label="Three digits"
          digits={3}
          value={quantity}
          onChange={setQuantity}
          data-testid="amount-digits"
        />
      </KitExample>
      <KitExample name="amount-disabled">
        <AmountEditor
          label="Amount (disabled)"
          value={10}
          onChange={() => {}}
          disabled
          data-testid="amount-disabled"
        />
      </KitExample>
      <KitExample name="number" value={count}>
        <NumberInput label="Number" value={count} onChange={setCount} data-testid="number" />
      </KitExample>
      <KitExample name="date" value={date}>
        <DateEditor label="Date" locale="nl-NL" value={date} onChange={setDate} data-testid="date" />
      </KitExample>
      <KitExample name="date-future" value={futureDate}>
        <DateEditor
          label="Date (3 future months)"
          locale="nl-NL"
          futureMonths={3}
          value={futureDate}
          onChange={setFutureDate}
          data-testid="date-future"
        />
      </KitExample>
      <KitExample name="date-disabled">
        <DateEditor
          label="Date (disabled)"
          value="2024-01-31"
          onChange={() => {}}
          disabled
          data-testid="date-disabled"
        />
      </KitExample>
      <KitExample name="password" value={password}>
        <PasswordInput label="Password" value={password} onChange={setPassword} data-testid="password" />
      </KitExample>
      <KitExample name="password-placeholder">
        <PasswordInput
          label="Password (stored)"
          value="********"
          onChange={() => {}}
          data-testid="password-placeholder"
        />
      </KitExample>
      <KitExample name="password-disabled">
        <PasswordInput
          label="Password (disabled)"
          value="s3cret"
          onChange={() => {}}
          disabled
          data-testid="password-disabled"
        />
      </KitExample>
    </KitSection>
  );
}
