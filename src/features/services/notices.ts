// What the person is told about a request, as toasts (titles and messages in one place).

interface Notice {
  title: string
  message: string
  color: 'teal' | 'brand' | 'red'
}

const OFFLINE_SAVED = 'You are offline. Your request is saved and will be sent when you are back online.'
const UNREACHABLE_SAVED =
  'We could not reach our server. Your request is saved and will be sent automatically as soon as the connection is back.'
const KEEP_OPEN = ' Please keep this page open until then.'

/** The request went through at once. */
export function sentNotice(service: string): Notice {
  return {
    title: 'Request sent',
    message: `Thank you! Your request for ${service} has been sent. We will get back to you shortly.`,
    color: 'teal',
  }
}

/** The request is saved on the device and will be sent later. */
export function savedNotice(reason: 'offline' | 'unreachable', durable: boolean): Notice {
  return {
    title: 'Request saved',
    message: (reason === 'offline' ? OFFLINE_SAVED : UNREACHABLE_SAVED) + (durable ? '' : KEEP_OPEN),
    color: 'brand',
  }
}

/** A saved request has now been sent (by the background sync). */
export function deliveredLaterNotice(service: string): Notice {
  return {
    title: 'Request sent',
    message: `You are back online: your saved request for ${service} has been sent. We will get back to you shortly.`,
    color: 'teal',
  }
}

/** A saved request was refused by the server: it is dropped, and the person must send it again. */
export function refusedNotice(service: string, reason: string): Notice {
  return {
    title: 'Request not accepted',
    message: `Your saved request for ${service} was not accepted (${reason}). Please open My Services and send it again.`,
    color: 'red',
  }
}
