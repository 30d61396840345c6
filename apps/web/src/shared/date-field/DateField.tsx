import { useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import { dayOfText, maskDayText, textOfDay } from './date-text.ts';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'defaultValue' | 'slotProps'> & {
  /** The day, "YYYY-MM-DD", or "" for none. */
  value: string;
  /** The day typed or picked, or "" while the text is not a whole real day. */
  onChange: (day: string) => void;
};

/**
 * A date field that reads and writes дд.мм.гггг whatever the browser's language (the browser's own date
 * field follows its language: 11/05/2026 in an English one), with the browser's calendar a click away.
 */
export function DateField({ value, onChange, error, ...props }: DateFieldProps) {
  const [text, setText] = useState(() => textOfDay(value));
  const [shownValue, setShownValue] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  // A day set from outside (a preset, a link) replaces the text; an echo of the seller's own typing does not.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== (dayOfText(text) ?? '')) setText(textOfDay(value));
  }
  const type = (next: string) => {
    setText(next);
    onChange(dayOfText(next) ?? '');
  };
  const unreadable = text.length === 10 && dayOfText(text) === null;
  return (
    <TextField
      {...props}
      value={text}
      placeholder="дд.мм.гггг"
      onChange={(event) => type(maskDayText(event.target.value))}
      error={Boolean(error) || unreadable}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label="Выбрать дату в календаре"
                disabled={props.disabled}
                onClick={() => picker.current?.showPicker()}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={dayOfText(text) ?? ''}
                onChange={(event) => type(textOfDay(event.target.value))}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 0, height: 0, opacity: 0, border: 0 }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
