import { graphql } from '../../gql/gql.ts';

export const BELL_FIELDS = graphql(`
  fragment BellFields on NotificationBell {
    id
    unread
    items {
      id
      kind
      message
      link
      createdAt
      read
    }
  }
`);

export const NOTIFICATIONS = graphql(`
  query Notifications {
    notifications {
      ...BellFields
    }
  }
`);

export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids) {
      id
      message
      notifications {
        ...BellFields
      }
    }
  }
`);

export const NOTIFICATION_SETTINGS_FIELDS = graphql(`
  fragment NotificationSettingsFields on NotificationSettings {
    id
    kinds {
      kind
      title
      adminOnly
      channels {
        channel
        enabled
      }
    }
    quietFrom
    quietTo
    repeat
    digestHour
    emailAvailable
    emailAddress
    telegramBotUsername
    telegramLinked
    demo
    sentTelegram {
      id
      message
      link
      sentAt
    }
  }
`);

export const NOTIFICATION_SETTINGS = graphql(`
  query NotificationSettings {
    notificationSettings {
      ...NotificationSettingsFields
    }
  }
`);

export const SET_NOTIFICATION_SETTINGS = graphql(`
  mutation SetNotificationSettings($data: NotificationSettingsInput!) {
    setNotificationSettings(data: $data) {
      id
      message
      notificationSettings {
        ...NotificationSettingsFields
      }
    }
  }
`);

export const SET_TELEGRAM_BOT = graphql(`
  mutation SetTelegramBot($token: String!) {
    setTelegramBot(token: $token) {
      id
      message
      notificationSettings {
        ...NotificationSettingsFields
      }
    }
  }
`);

export const CLEAR_TELEGRAM_BOT = graphql(`
  mutation ClearTelegramBot {
    clearTelegramBot {
      id
      message
      notificationSettings {
        ...NotificationSettingsFields
      }
    }
  }
`);

export const TELEGRAM_LINK_CODE = graphql(`
  mutation TelegramLinkCode {
    telegramLinkCode {
      id
      message
      code
      botUsername
      url
      expiresAt
    }
  }
`);

export const CHECK_TELEGRAM_LINK = graphql(`
  mutation CheckTelegramLink {
    checkTelegramLink {
      id
      message
      notificationSettings {
        ...NotificationSettingsFields
      }
    }
  }
`);

export const UNLINK_TELEGRAM = graphql(`
  mutation UnlinkTelegram {
    unlinkTelegram {
      id
      message
      notificationSettings {
        ...NotificationSettingsFields
      }
    }
  }
`);

export const DEMO_TELEGRAM_START = graphql(`
  mutation DemoTelegramStart($code: String!) {
    demoTelegramStart(code: $code) {
      id
      message
      notificationSettings {
        ...NotificationSettingsFields
      }
    }
  }
`);
