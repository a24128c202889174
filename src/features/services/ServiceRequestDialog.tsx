import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Loader.layer.css'
// The toasts this dialog raises (the shell's toast host brings only the container's styles).
import { useRef, useState, type FormEvent } from 'react'
import { Button, Loader, Modal, Text, Textarea, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconCloudUpload, IconSend } from '@tabler/icons-react'
import { PHONE_QUERY } from '@/components/breakpoints'
import { InlineAlert } from '@/components/InlineAlert'
import type { Service } from '@/content/services'
import { useT, type Translate } from '@/i18n/react'
import { clearDraft, loadDraft, saveDraft } from './draft'
import {
  emptyServiceForm,
  findServiceFormProblems,
  serviceFormFields,
  serviceFormLimits,
  serviceFormProblemMessage,
  type ServiceFormField,
  type ServiceFormProblems,
  type ServiceFormValues,
} from './form'
import { SAVED_TOAST_ID, savedNotice, sentNotice } from './notices'
import { serverFieldMessage, serverMessage, type ServerFieldProblems, type ServerReason } from './server-messages'
import { serviceName } from './service-names'
import { outboxIsDurable, serviceOutbox } from './service-outbox'
import { submitServiceRequest } from './submit'
import classes from './ServiceRequestDialog.module.css'

interface ServiceRequestDialogProps {
  /** The service being ordered; kept while the dialog closes so its text does not vanish mid-transition. */
  service: Service | null
  opened: boolean
  onClose: () => void
}

/**
 * 'Request Service Information' (docs/behaviour.md, "Services"): name, email, phone and message for one
 * service. The form is kept as a draft while typed; Submit shows 'Sending...' for at least 1.5 s, then
 * a notice, and the form is cleared and closed. Offline, the request is saved and sent later.
 */
export function ServiceRequestDialog({ service, opened, onClose }: ServiceRequestDialogProps) {
  const t = useT()
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  const [sending, setSending] = useState(false)
  const close = () => {
    if (!sending) onClose()
  }
  // Mantine's composed parts, with the form in a box of our own rather than Modal.Body: the dialog is then
  // named by its title and has no description. (Modal.Body makes the whole form the dialog's description,
  // which a screen reader reads out, every label and button, as the dialog opens.)
  return (
    <Modal.Root
      opened={opened && service !== null}
      onClose={close}
      size="lg"
      radius={phone ? 0 : 'lg'}
      fullScreen={phone}
      centered
      zIndex={400}
      closeOnEscape={!sending}
      closeOnClickOutside={!sending}
      classNames={{ header: classes.header, title: classes.title, content: classes.content }}
    >
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content radius={phone ? 0 : 'lg'}>
        <Modal.Header>
          <Modal.Title>{t('services.dialog.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('shell.close')} disabled={sending} />
        </Modal.Header>
        <div className={classes.body}>
          {service && (
            <ServiceRequestForm key={service.slug} service={service} sending={sending} onSending={setSending} onDone={onClose} onCancel={close} />
          )}
        </div>
      </Modal.Content>
    </Modal.Root>
  )
}

/**
 * What is wrong, kept as found rather than as words, so that it reads in the language shown now: the
 * form's own problems, the server's field errors and reason (English, translated when known), or a
 * request that could not be saved on the device.
 */
type FieldErrors = { own: ServiceFormProblems; server: ServerFieldProblems }
type FormError = { kind: 'server'; reason: ServerReason } | { kind: 'unsaved' }

const noErrors: FieldErrors = { own: {}, server: {} }

function fieldError(errors: FieldErrors, field: ServiceFormField, t: Translate): string | undefined {
  const own = errors.own[field]
  if (own) return serviceFormProblemMessage(own, t)
  const server = errors.server[field]
  return server === undefined ? undefined : serverFieldMessage(field, server, t)
}

interface FormProps {
  service: Service
  sending: boolean
  onSending: (sending: boolean) => void
  onDone: () => void
  onCancel: () => void
}

function ServiceRequestForm({ service, sending, onSending, onDone, onCancel }: FormProps) {
  const t = useT()
  const [values, setValues] = useState<ServiceFormValues>(() => loadDraft(service.slug))
  const [errors, setErrors] = useState<FieldErrors>(noErrors)
  // After the first Submit, errors follow what is typed; before it, nobody is scolded mid-word.
  const [attempted, setAttempted] = useState(false)
  const [formError, setFormError] = useState<FormError | null>(null)
  const inputs = useRef<Partial<Record<ServiceFormField, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  function update(field: ServiceFormField, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    saveDraft(service.slug, next)
    if (attempted) setErrors({ own: findServiceFormProblems(next), server: {} })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setAttempted(true)
    setFormError(null)
    const found = findServiceFormProblems(values)
    setErrors({ own: found, server: {} })
    const firstWrong = serviceFormFields.find((field) => found[field])
    if (firstWrong) {
      inputs.current[firstWrong]?.focus()
      return
    }

    onSending(true)
    // The canonical English name: the server stores and forwards it, whatever language is shown.
    const outcome = await submitServiceRequest(values, service.name, { outbox: serviceOutbox })
    onSending(false)
    if (outcome.status === 'unsaved') {
      setFormError({ kind: 'unsaved' })
      return
    }
    if (outcome.status === 'rejected') {
      setErrors({ own: {}, server: outcome.fields })
      setFormError({ kind: 'server', reason: outcome.reason })
      const field = serviceFormFields.find((name) => outcome.fields[name])
      if (field) inputs.current[field]?.focus()
      return
    }
    const notice = outcome.status === 'sent' ? sentNotice(service.slug) : savedNotice(outcome.reason, outboxIsDurable())
    notifications.show({
      ...notice,
      ...(outcome.status === 'sent' ? {} : { id: SAVED_TOAST_ID }),
      icon: outcome.status === 'sent' ? <IconCheck size={18} aria-hidden="true" /> : <IconCloudUpload size={18} aria-hidden="true" />,
      autoClose: 6000,
    })
    clearDraft(service.slug)
    setValues({ ...emptyServiceForm })
    setErrors(noErrors)
    setAttempted(false)
    onDone()
  }

  const field = (name: ServiceFormField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => update(name, event.currentTarget.value),
    error: fieldError(errors, name, t),
    errorProps: { role: 'alert' },
    maxLength: serviceFormLimits[name],
    readOnly: sending,
    size: 'md' as const,
    classNames: { input: classes.input, label: classes.label, description: classes.description, error: classes.error },
  })

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={sending}>
      <Text className={classes.lead}>{t('services.dialog.lead', { service: serviceName(service.slug, t) })}</Text>

      <TextInput
        {...field('name')}
        ref={(node) => void (inputs.current.name = node)}
        label={t('services.form.name')}
        placeholder={t('services.form.namePlaceholder')}
        autoComplete="name"
        required
        data-autofocus
      />
      {/* An address and a number read left to right in every language. */}
      <TextInput
        {...field('email')}
        ref={(node) => void (inputs.current.email = node)}
        label={t('services.form.email')}
        type="email"
        placeholder={t('services.form.emailPlaceholder')}
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        required
      />
      <TextInput
        {...field('phone')}
        ref={(node) => void (inputs.current.phone = node)}
        label={t('services.form.phone')}
        description={t('services.form.phoneOptional')}
        type="tel"
        placeholder={t('services.form.phonePlaceholder')}
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
      />
      <Textarea
        {...field('message')}
        ref={(node) => void (inputs.current.message = node)}
        label={t('services.form.message')}
        placeholder={t('services.form.messagePlaceholder')}
        autosize
        minRows={4}
        maxRows={10}
        required
      />

      {formError && (
        <InlineAlert>{formError.kind === 'unsaved' ? t('services.form.notSaved') : serverMessage(formError.reason, t)}</InlineAlert>
      )}

      <div className={classes.actions}>
        <Button variant="default" radius="xl" size="md" onClick={onCancel} disabled={sending}>
          {t('services.form.cancel')}
        </Button>
        <Button
          type="submit"
          radius="xl"
          size="md"
          className={classes.submit}
          data-sending={sending || undefined}
          aria-disabled={sending || undefined}
          leftSection={sending ? <Loader size={16} color="white" aria-hidden="true" /> : <IconSend size={18} aria-hidden="true" />}
        >
          {sending ? t('services.form.sending') : t('services.form.submit')}
        </Button>
      </div>
      {/* Said too, not only shown on the button: a renamed button is not read out again (WCAG 4.1.3). Inside
          the dialog, whose outside a screen reader leaves unread while it is open. */}
      <span role="status" className="wp-visually-hidden">
        {sending ? t('services.form.sending') : ''}
      </span>
    </form>
  )
}
