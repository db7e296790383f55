import { Button, Notification } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PopupMessage } from '../../../domain/entities/misc';
import { translateMessage } from '../../i18n/translateMessage';
import { offersCloseAll, popups } from './popupStore';

const iconOf = {
  check: <IconCheck size={18} />,
  close: <IconX size={18} />,
  info: <IconInfoCircle size={18} />,
};
const colorOf = { check: 'teal', close: 'red', info: 'blue' } as const;

/** Shows the popup messages top-right; a message with a link navigates there and closes. */
export function PopupHost() {
  const messages = useSyncExternalStore(popups.subscribe, popups.getSnapshot, popups.getSnapshot);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const text = (message: PopupMessage) =>
    message.ToTranslate ? translateMessage(t, (key) => i18n.exists(key), message.Message) : message.Message;

  const follow = (message: PopupMessage) => {
    if (!message.Link) return;
    popups.remove(message.Id);
    if (message.OpenLinkInNewWindow) window.open(message.Link, '_blank', 'noopener');
    else if (/^https?:/.test(message.Link)) window.location.assign(message.Link);
    else void navigate(message.Link);
  };

  if (messages.length === 0) return null;
  return (
    <section className="ll-popups" aria-live="polite" aria-label={t('Notifications')}>
      {offersCloseAll(messages) && (
        <Button size="compact-xs" variant="default" ml="auto" onClick={() => popups.clear()}>
          {t('Close_All_Notifications')}
        </Button>
      )}
      {messages.map((message) => (
        <Notification
          key={message.Id}
          data-testid="popup"
          data-message={message.OriginalMessage}
          role={message.Icon === 'close' ? 'alert' : 'status'}
          icon={iconOf[message.Icon]}
          color={colorOf[message.Icon]}
          withBorder
          withCloseButton
          closeButtonProps={{ 'aria-label': t('Close') }}
          onClose={() => popups.remove(message.Id)}
          className={message.Link ? 'll-popup-clickable' : undefined}
          onClick={(event) => {
            // The close button handles itself; a click elsewhere follows the link.
            if (event.target instanceof Element && event.target.closest('button')) return;
            follow(message);
          }}
        >
          {text(message)}
        </Notification>
      ))}
    </section>
  );
}
