import { formatMessage, parseMessage } from './messages';

describe('messages', () => {
  it('joins a key and its parameters with a double percent sign', () => {
    expect(formatMessage('Validation_Maximum_Length', 50)).toBe('Validation_Maximum_Length%%50');
    expect(formatMessage('Validation_Date_Not_Between', '2024-01-01', '2024-01-31')).toBe(
      'Validation_Date_Not_Between%%2024-01-01%%2024-01-31',
    );
    expect(formatMessage('Validation_Required')).toBe('Validation_Required');
  });

  it('splits wire text back into key and parameters', () => {
    expect(parseMessage('Validation_Maximum_Length%%50')).toEqual({
      key: 'Validation_Maximum_Length',
      params: ['50'],
    });
    expect(parseMessage('Validation_Required')).toEqual({ key: 'Validation_Required', params: [] });
    expect(parseMessage(formatMessage('Validation_Equals', 'a%b'))).toEqual({
      key: 'Validation_Equals',
      params: ['a%b'],
    });
  });
});
