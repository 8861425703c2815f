// The styles of the inputs only these forms use (the page stylesheet carries the common ones).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import {
  Checkbox,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { NumberKind } from '@domus/domain/listing/categories/field-kinds';
import { useId, type ReactNode } from 'react';
import { getIn, type PathTo } from '../../utils/value-path';
import { useDetailsForm } from './details-form-context';
import { NumberField } from './number-field';

/** A titled group of fields (a landmark region named by its heading). */
export function FormGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <div>
          <Title order={4} size="h5" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The fields of a group side by side: one column on phones, up to three on wide screens; `wide`
 * fields two at most, `compact` ones (short counts) two already on phones.
 */
export function FieldGrid({
  children,
  wide,
  compact,
}: {
  children: ReactNode;
  wide?: boolean;
  compact?: boolean;
}) {
  const cols = wide ? { base: 1, sm: 2 } : compact ? { base: 2, md: 3 } : { base: 1, xs: 2, md: 3 };
  return (
    <SimpleGrid cols={cols} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/**
 * Two fields of one thing side by side (a cellar's number and total area, a parking kind's
 * places and price), named as a group by the thing, so that the inputs' own labels stay short.
 */
export function FieldPair({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Text fw={700} size="sm" id={id} mb={6}>
        {name}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        {children}
      </SimpleGrid>
    </div>
  );
}

/** A number field bound to a path of the form values. */
export function NumberBound({
  path,
  label,
  kind,
  unit,
  description,
  disabled,
  required,
  blank,
  onValue,
}: {
  path: PathTo<number | null>;
  label: string;
  kind: NumberKind;
  unit?: string;
  blank?: 0 | null;
  description?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Replaces the plain update, for fields whose change resets others. */
  onValue?: (value: number | null) => void;
}) {
  const form = useDetailsForm();
  const value = getIn(form.values, path) as number | null;
  return (
    <NumberField
      label={label}
      kind={kind}
      unit={unit}
      blank={blank}
      value={value}
      onChange={onValue ?? ((next) => form.set(path, next))}
      description={description}
      error={form.error(path)}
      disabled={disabled}
      readOnly={form.readOnly}
      required={required}
    />
  );
}

/** An on/off field bound to a path of the form values. */
export function SwitchBound({ path, label }: { path: PathTo<boolean>; label: string }) {
  const form = useDetailsForm();
  return (
    <Switch
      label={label}
      checked={getIn(form.values, path) as boolean}
      onChange={(event) => form.set(path, event.currentTarget.checked)}
      disabled={form.readOnly}
      error={form.error(path)}
      // Level with the inputs of its row, whose labels stand above them.
      style={{ alignSelf: 'end' }}
      pb={8}
    />
  );
}

/** One choice of a select or radio group. */
export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

/**
 * A choice from a short list bound to a path, as the browser's own select (comfortable on
 * phones). With `emptyLabel` the field may stay without a value.
 */
export function SelectBound<T extends string | number>({
  path,
  label,
  choices,
  emptyLabel,
  leftSection,
}: {
  path: PathTo<T | null>;
  label: string;
  choices: readonly Choice<T>[];
  emptyLabel?: string;
  leftSection?: ReactNode;
}) {
  const form = useDetailsForm();
  const value = getIn(form.values, path) as T | null;
  // A field without a value shows so, rather than seeming to hold the first choice.
  const data = [
    ...(emptyLabel !== undefined || value === null
      ? [{ value: '', label: emptyLabel ?? '—' }]
      : []),
    ...choices.map((choice) => ({ value: String(choice.value), label: choice.label })),
  ];
  return (
    <NativeSelect
      label={label}
      data={data}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const picked = choices.find((choice) => String(choice.value) === event.currentTarget.value);
        form.set(path, (picked?.value ?? null) as never);
      }}
      disabled={form.readOnly}
      error={form.error(path)}
      leftSection={leftSection}
    />
  );
}

/** A choice shown as radio buttons, bound to a path (for two or three choices). */
export function RadioBound<T extends string>({
  path,
  label,
  choices,
  onValue,
}: {
  path: PathTo<T | null>;
  label: string;
  choices: readonly Choice<T>[];
  onValue?: (value: T) => void;
}) {
  const form = useDetailsForm();
  const value = getIn(form.values, path) as T | null;
  return (
    <Radio.Group
      label={label}
      value={value ?? ''}
      onChange={(next) => {
        const picked = choices.find((choice) => choice.value === next);
        if (!picked) return;
        if (onValue) onValue(picked.value);
        else form.set(path, picked.value as never);
      }}
      error={form.error(path)}
    >
      <SimpleGrid cols={{ base: 1, xs: Math.min(choices.length, 3) }} spacing="xs" mt="xs">
        {choices.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            label={choice.label}
            disabled={form.readOnly}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** Several choices as checkboxes, bound to a list at a path. */
export function ChecksBound<T extends string>({
  path,
  label,
  choices,
}: {
  path: PathTo<T[]>;
  label: string;
  choices: readonly Choice<T>[];
}) {
  const form = useDetailsForm();
  const value = getIn(form.values, path) as T[];
  return (
    <Checkbox.Group
      label={label}
      value={value}
      onChange={(next) => {
        // Kept in the list's order, whatever order they were ticked in.
        const picked = choices.filter((choice) => next.includes(choice.value));
        form.set(path, picked.map((choice) => choice.value) as never);
      }}
      error={form.error(path)}
    >
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt="xs">
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            value={choice.value}
            label={choice.label}
            disabled={form.readOnly}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** A one-line text bound to a path. */
export function TextBound({
  path,
  label,
  maxLength,
  type,
  autoComplete,
  required,
}: {
  path: PathTo<string>;
  label: string;
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
}) {
  const form = useDetailsForm();
  return (
    <TextInput
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={getIn(form.values, path) as string}
      onChange={(event) => form.set(path, event.currentTarget.value)}
      maxLength={maxLength}
      readOnly={form.readOnly}
      required={required}
      error={form.error(path)}
    />
  );
}

/** A longer text bound to a path; grows with its content. */
export function TextareaBound({
  path,
  label,
  maxLength,
  description,
}: {
  path: PathTo<string>;
  label: string;
  maxLength: number;
  description?: ReactNode;
}) {
  const form = useDetailsForm();
  return (
    <Textarea
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={getIn(form.values, path) as string}
      onChange={(event) => form.set(path, event.currentTarget.value)}
      maxLength={maxLength}
      autosize
      minRows={3}
      maxRows={12}
      readOnly={form.readOnly}
      error={form.error(path)}
    />
  );
}
