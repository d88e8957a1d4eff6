// Spanish translations of the texts the server produces; same blocks as catalog-en.ts.

import { ACCESS_REASONS } from "../access/access.rules.ts";
import { MSG_ACCESS } from "../access/access.schemas.ts";
import { MSG_AGENTS } from "../agents/agents.schemas.ts";
import { MSG_AI, MSG_AI_WORDS } from "../ai-insights/ai-insights.messages.ts";
import { ALARM_SEVERITY_ADJECTIVES, MSG_ALARMS } from "../alarms/alarm-texts.ts";
import { MSG_ATTENDANCE } from "../attendance/attendance.messages.ts";
import { MSG_AUTH_LIMITS } from "../auth/auth-limits.messages.ts";
import { MSG_RECORDS } from "../auth/record-messages.ts";
import { MSG_RECORDING } from "../cameras/camera-recording.messages.ts";
import { MSG_CAMERAS } from "../cameras/camera-stream.schemas.ts";
import { MSG_CLIENTS } from "../clients/clients.messages.ts";
import { MSG_INPUT } from "../common/json-shape.ts";
import { MSG, MSG_OPS } from "../common/messages.ts";
import { MSG_LEGAL } from "../companies/company-legal.ts";
import { MSG_DASHBOARD } from "../dashboard/dashboard.schemas.ts";
import { MSG_LOGBOOK } from "../logbook/logbook.messages.ts";
import { MSG_LONE_WORKER } from "../lone-worker/lone-worker.messages.ts";
import { MSG_OPERATIONS } from "../operations/operations.schemas.ts";
import { MSG_PAYROLL } from "../payroll/payroll.schemas.ts";
import { MSG_PAYROLL_DOCS } from "../payroll/payroll-documents.schemas.ts";
import { MSG_CONFLICTS } from "../planning/conflicts/messages.ts";
import { MSG_PLATFORM } from "../platform/platform.messages.ts";
import { MSG_MONTHLY_REPORT } from "../portal/monthly-report.messages.ts";
import { MSG_CLIENT_SUMMARY } from "../portal/summary.messages.ts";
import { MSG_POST_ORDERS } from "../post-orders/post-orders.messages.ts";
import { MSG_PUSH } from "../push/push.messages.ts";
import { MSG_RADIO, RADIO_RECOMMENDATIONS } from "../radio/radio.messages.ts";
import { MSG_REPORT_PERIODS } from "../reports/report-period.rules.ts";
import { INCIDENT_SERIES_LABELS } from "../reports/report-stats.rules.ts";
import { MSG_REPORTS, REPORT_TYPE_LABELS } from "../reports/reports.schemas.ts";
import { EXPORT_MESSAGES, MSG_SECURITY_REPORTS } from "../security-reports/security-reports.schemas.ts";
import { MSG_SETTINGS } from "../settings/settings.messages.ts";
import { MSG_COVERAGE } from "../staffing/staffing.messages.ts";
import { MSG_STORAGE } from "../storage/storage.messages.ts";
import { MSG_TOURS } from "../tours/tours.messages.ts";
import { buildCatalog, type Translations } from "./catalog.ts";

export const ES = buildCatalog([
  [
    MSG_AI,
    {
      questionRequired: "Haga una pregunta",
      questionTooLong: "Pregunta demasiado larga (500 caracteres como máximo)",
      engineBuiltin: "Motor integrado",
      period: "del {from} al {to}",
      periodDay: "el {day}",
      alarmsAnswer: "Alarmas {period}{filters}: {n}, de las cuales {critical} críticas y {open} aún activas.",
      filterSite: " en el sitio {site}",
      filterSeverity: ", gravedad {severity}",
      filterActive: ", aún activas",
      filterResolved: ", resueltas",
      onShiftNone: "Nadie está de guardia el {at}{site}.",
      onShiftAnswer: "Agentes de guardia el {at}{site}: {n} — {list}.",
      camerasNone: "Ninguna cámara desconectada{site} ({total} cámaras en total).",
      camerasAnswer: "Cámaras desconectadas{site}: {n} de {total} — {list}.",
      conflictsAnswer: "Conflictos de planificación {period}: {n}, de los cuales {critical} críticos.{list}",
      agentHoursAnswer:
        "{agent}: {hours} h de trabajo en {month} ({n} guardias, pausas deducidas, guardias anuladas excluidas).",
      agentNotFound:
        "No encuentro a este agente en su empresa. Indique su nombre tal como figura en la lista de agentes.",
      reportsAnswer: "Informes de seguridad abiertos (borradores){site}: {n}.{list}",
      refusalsAnswer: "Accesos denegados {period}{site}: {n}.{top}",
      refusalsTop: " Punto más afectado: {point} ({n}).",
      siteNotFound:
        "No encuentro ningún sitio «{name}» en su empresa: solo respondo sobre los datos de sus propios sitios.",
      unknown:
        "No sé responder a esta pregunta con los datos de la empresa. Estas son preguntas que sé responder:",
      suggestAlarms: "¿Cuántas alarmas críticas esta semana?",
      suggestShift: "¿Quién está de guardia ahora?",
      suggestCameras: "¿Qué cámaras están desconectadas?",
      suggestConflicts: "¿Hay conflictos de planificación la semana próxima?",
      suggestHours: "¿Cuántas horas ha trabajado {agent} este mes?",
      suggestReports: "¿Cuántos informes de seguridad están abiertos?",
      suggestRefusals: "¿Cuántos accesos denegados en los últimos 7 días?",
      periodNow: "en este momento",
      alarmsNowAnswer:
        "Alarmas aún activas en este momento{filters}: {n}, de las cuales {critical} críticas.",
      alarmsBySite: "Alarmas {period}{filters}, por sitio: {list}.",
      alarmsByType: "Alarmas {period}{filters}, por tipo: {list}.",
      hoursByAgent: "Horas de trabajo {period} por agente (guardias planificadas, pausas deducidas): {list}.",
      agentHoursPeriod:
        "{agent}: {hours} h de trabajo {period} ({n} guardias, pausas deducidas, guardias anuladas excluidas).",
      countSites: "Sitios vigilados: {n}.",
      countAgents: "Agentes de la empresa: {n}.",
      countCameras: "Cámaras{site}: {n}, de las cuales {online} en línea.",
      countRadios: "Radios en servicio: {n}, de las cuales {online} en línea.",
      countShifts: "Guardias {period}{site}: {n} (guardias anuladas excluidas).",
      countReports: "Informes de seguridad{site}: {n}, de los cuales {drafts} en borrador.",
      suggestRanking: "¿Qué sitio ha tenido más alarmas este mes?",
      suggestCount: "¿Cuántos sitios vigilamos?",
      trendExplanation:
        "{recent} incidentes en los últimos 15 días frente a {previous} en los 15 anteriores; comparación de tasas de Poisson, p = {p} (umbral 0,05).",
      anomalyDay:
        "{site}: {n} incidentes el {day}, frente a {expected} al día de media en los 28 días anteriores (p = {p}).",
      anomalySite:
        "{site}: {n} incidentes en los últimos 7 días, frente a {expected} esperados según los 28 días anteriores (p = {p}).",
      recurring: "{site}: {n} alarmas de tipo {type} en 30 días.",
      recCameraOffline: "Cámara {camera} ({site}) desconectada desde el {since}.",
      recCriticalOpen: "Alarma crítica «{title}» ({site}) sin resolver desde hace {hours} h.",
      recCardExpiring: "Tarjeta profesional de {agent}: caduca el {date}.",
      recCardExpired: "Tarjeta profesional de {agent}: caducada desde el {date}.",
      recConflicts: "{n} conflictos de planificación {period}.",
      recRefusals: "Punto de acceso {point} ({site}): {n} accesos denegados en los últimos 7 días.",
      recRadioBattery: "Radio {radio} ({agent}): batería al {battery} % en la última lectura.",
      recRadioNoAgent: "sin asignar",
      recUncoveredHours:
        "{site}: {n} incidentes en 30 días en las franjas {hours}, sin ningún agente planificado en los próximos 7 días.",
    } satisfies Translations<typeof MSG_AI>,
  ],
  [
    MSG_AI_WORDS,
    {
      critique: "crítica",
      important: "importante",
      moyen: "media",
      faible: "baja",
      intrusion: "intrusión",
      incendie: "incendio",
      technique: "técnica",
      medical: "urgencia médica",
      sabotage: "sabotaje",
      acces: "control de acceso",
      autre: "otro",
    } satisfies Translations<typeof MSG_AI_WORDS>,
  ],
  [
    MSG_LEGAL,
    {
      siretInvalid: "SIRET no válido: 14 cifras cuyo dígito de control (algoritmo de Luhn) es correcto",
      nafInvalid: "Código NAF no válido: cuatro cifras y una letra, por ejemplo 80.10Z",
      urssafInvalid: "Número URSSAF no válido: de 6 a 18 cifras o letras",
      effectiveFromInvalid: "Mes de efecto no válido: se espera AAAA-MM (años 2000 a 2100)",
      settingsVersionNotFound: "No hay versión de baremo para este mes",
    } satisfies Translations<typeof MSG_LEGAL>,
  ],
  [
    MSG,
    {
      passwordTooShort: "La contraseña debe tener al menos 6 caracteres",
      passwordMismatch: "Las contraseñas no coinciden",
      emailInvalid: "Dirección de correo electrónico no válida",
      required: "Este campo es obligatorio",
      emailTaken: "Ya existe una cuenta con esta dirección de correo electrónico",
      badCredentials: "Credenciales incorrectas: compruebe la dirección de correo y la contraseña",
      tooManyAttempts: "Demasiados intentos de conexión. Vuelva a intentarlo en unos minutos.",
      tooManyRequests: "Demasiadas solicitudes. Vuelva a intentarlo en unos minutos.",
      unauthenticated: "Autenticación requerida",
      sessionExpired: "Sesión caducada o no válida: vuelva a iniciar sesión",
      accountDisabled: "Esta cuenta está desactivada",
      forbidden: "No tiene los derechos necesarios para esta acción",
      notFound: "Recurso no encontrado",
      routeNotFound: "Ruta no encontrada",
      invalidJson: "El cuerpo de la solicitud no es un JSON válido",
      bodyTooLarge: "El cuerpo de la solicitud es demasiado grande",
      unsupportedMediaType: "Tipo de contenido no admitido",
      badRequest: "Solicitud no válida",
      urlTooLong: "Dirección de la solicitud demasiado larga",
      generic: "Se ha producido un error",
      lastAdmin: "Imposible: la empresa debe conservar al menos un administrador activo",
      selfDisable: "No puede desactivar su propia cuenta",
      textInvalid: "Este texto contiene un carácter no permitido (carácter nulo o codificación no válida)",
      dateOutOfRange: "Fecha fuera del rango aceptado (años 1900 a 2999)",
      numberOutOfRange: "Número fuera del rango aceptado",
      serverBusy: "El servidor está sobrecargado en este momento. Inténtelo de nuevo en unos segundos.",
      documentsBusy: "Se están generando demasiados documentos. Inténtelo de nuevo en unos segundos.",
      documentTooLarge:
        "Documento demasiado grande para generarlo: {max} caracteres como máximo. Reduzca el periodo o el número de elementos.",
      planNotSelfService:
        "El plan {plan} lo concede el operador de la plataforma: regístrese con el plan {allowed} y luego contáctelo para cambiar de plan.",
    } satisfies Translations<typeof MSG>,
  ],
  [
    MSG_OPS,
    {
      siteLimit:
        "Límite de sitios alcanzado para el plan {plan} ({n} sitios). Cambie a un plan superior para añadir más.",
      siteNotFound: "Sitio no encontrado",
      ipInvalid: "Dirección IP no válida (se espera IPv4 o IPv6)",
      cameraUrlInvalid: "URL no válida: se espera rtsp://, rtsps://, http:// o https://",
      alarmAlreadyResolved: "Esta alarma ya está resuelta",
      dateRangeInvalid: "La fecha de inicio debe ser anterior a la fecha de fin",
      notificationCriticalAlarm: "Alarma crítica: {title}",
    } satisfies Translations<typeof MSG_OPS>,
  ],
  [
    MSG_AGENTS,
    {
      agentLimit:
        "Límite de agentes alcanzado para el plan {plan} ({n} agentes). Cambie a un plan superior para añadir más.",
      badgeTaken: "Este número de credencial ya está asignado a otro agente",
      userInvalid: "Cuenta de usuario no encontrada o sin el rol de agente",
      userTaken: "Esta cuenta de usuario ya está vinculada a otro agente",
      cardNumberInvalid:
        "Número de tarjeta profesional no válido (se espera el formato CAR-075-2027-03-12-20261234567)",
      photoInvalid: "Foto no válida: se espera una URL http(s) o una imagen data:image/...",
      dateInvalid: "Fecha no válida (se espera el formato AAAA-MM-DD)",
      addFailed: "No se puede añadir el agente",
    } satisfies Translations<typeof MSG_AGENTS>,
  ],
  [
    MSG_PAYROLL,
    {
      jobRequired: "Seleccione un puesto",
      coefficientUnknown: "Coeficiente desconocido: elija 130, 140, 150, 160, 175, 190 o 210",
      hoursStep: "Las horas se introducen con precisión de centésimas (paso de 0,01)",
      hoursRange: "Las horas mensuales deben estar entre 0 y 744",
      nightNegative: "Las horas nocturnas no pueden ser negativas",
      sundayNegative: "Las horas de domingo no pueden ser negativas",
      holidayNegative: "Las horas de días festivos no pueden ser negativas",
      hoursTooMany: "Un mes tiene como máximo 744 horas",
      daysRange: "El número de días trabajados debe ser un entero entre 0 y 31",
      dogsRange: "El número de perros debe estar entre 1 y 3",
      amount: "Importe no válido: se espera un número positivo con dos decimales como máximo",
      rate: "Tarifa horaria no válida: se espera un número positivo con cuatro decimales como máximo",
      fraction: "Porcentaje no válido: se espera una fracción entre 0 y 10 con cuatro decimales como máximo",
      contributions:
        "Tasa de cotizaciones no válida: una fracción entre 0 y 1 con cuatro decimales como máximo",
    } satisfies Translations<typeof MSG_PAYROLL>,
  ],
  [
    MSG_PAYROLL_DOCS,
    {
      agentRequired: "Seleccione un agente",
      yearRange: "El año debe estar entre 2000 y 2100",
      monthRange: "El mes debe ser un entero entre 1 y 12",
    } satisfies Translations<typeof MSG_PAYROLL_DOCS>,
  ],
  [
    MSG_SECURITY_REPORTS,
    {
      siteRequired: "Seleccione un sitio",
      periodStartRequired: "Indique la fecha de inicio del periodo",
      periodEndRequired: "Indique la fecha de fin del periodo",
      periodOrder: "La fecha de inicio debe ser anterior a la fecha de fin",
      incidentDescriptionRequired: "Rellene la descripción del incidente",
      interventionDescriptionRequired: "Rellene la descripción de la intervención",
      incidentTypeInvalid: "Tipo de incidente desconocido",
      geolocationInvalid: "Geolocalización no válida: se espera «latitud, longitud»",
      timeInvalid: "Hora no válida: se espera HH:mm",
      signatureNotPng: "Firma no válida: se espera una imagen PNG (data:image/png;base64)",
      signatureTooLarge: "Firma demasiado grande: 500 KB como máximo",
      tooManyItems: "Demasiados elementos: 1000 como máximo",
      locked: "Este informe está finalizado: ya no se puede modificar",
      alreadyFinalized: "Este informe ya está finalizado",
      exportNeedsFinalized:
        "Finalice el informe antes de exportarlo: solo se puede exportar un informe finalizado",
      notExportedYet: "Este informe aún no se ha exportado en este formato",
      created: "Informe creado",
      exportFailed: "No se puede exportar el informe",
    } satisfies Translations<typeof MSG_SECURITY_REPORTS>,
  ],
  [
    EXPORT_MESSAGES,
    {
      pdf: "Informe exportado en PDF",
      docx: "Informe exportado en Word",
      xlsx: "Informe exportado en Excel",
    } satisfies Translations<typeof EXPORT_MESSAGES>,
  ],
  [
    MSG_REPORTS,
    {
      typeInvalid: "Tipo de informe desconocido",
      formatInvalid: "Formato desconocido: pdf o excel",
      periodInvalid: "Periodo desconocido",
      datesRequired: "Indique las fechas de inicio y de fin",
      dateRangeInvalid: "La fecha de inicio debe ser anterior a la fecha de fin",
      rangeTooLong: "El periodo no puede superar los 366 días",
      generating: "Informe en curso de generación",
      generatingDetail: "Se le avisará cuando esté listo",
      generationFailed: "No se puede generar el informe",
      notReady: "El informe aún no está listo",
      interrupted: "Generación interrumpida por un reinicio del servidor",
      noAccessData:
        "Todavía no se ha registrado ningún dato de control de acceso: el módulo de credenciales aún no alimenta los informes.",
    } satisfies Translations<typeof MSG_REPORTS>,
  ],
  [
    MSG_PLATFORM,
    {
      companySuspended:
        "El acceso de su empresa está suspendido. Contacte con el operador de la plataforma para restablecerlo.",
      operatorOnly: "Reservado al operador de la plataforma",
      noBusinessData: "Una cuenta de operador de la plataforma no tiene acceso a los datos de las empresas",
    } satisfies Translations<typeof MSG_PLATFORM>,
  ],
  [
    MSG_SETTINGS,
    {
      passwordTooShort12: "La contraseña debe tener al menos 12 caracteres",
      passwordTooCommon: "Esta contraseña es una de las más comunes: elija otra",
      passwordMismatch: "Las contraseñas no coinciden.",
      currentPasswordWrong: "Contraseña actual incorrecta",
      currentPasswordRequired: "Se requiere la contraseña actual para cambiar la dirección de correo",
      passwordChanged: "Contraseña modificada",
      passwordExpired: "Su contraseña ha caducado: cámbiela en Ajustes > Seguridad antes de continuar",
      passwordChangeRequired: "Debe elegir una nueva contraseña (Ajustes > Seguridad) antes de continuar",
      twoFactorEnrolmentRequired:
        "La empresa exige la autenticación de dos factores: actívela en Ajustes > Seguridad antes de continuar",
      twoFactorCodeInvalid: "Código de verificación incorrecto o caducado",
      twoFactorChallengeInvalid:
        "Paso de inicio de sesión caducado: introduzca de nuevo su correo y contraseña",
      twoFactorAlreadyEnabled: "La autenticación de dos factores ya está activada",
      twoFactorNotPending: "Empiece generando un nuevo secreto",
      twoFactorNotEnabled: "La autenticación de dos factores no está activada",
      twoFactorRequiredByCompany: "La empresa exige la autenticación de dos factores: no se puede desactivar",
      ipNotAllowed:
        "Acceso denegado desde esta dirección IP ({ip}): no figura en la lista autorizada de la empresa",
      ipEntryInvalid: "Entrada no válida en la lista de direcciones IP: «{entry}»",
      ipSelfExcluded:
        "Su dirección actual ({ip}) no figura en esta lista: perdería el acceso. Confirme para guardar de todos modos.",
      maintenance:
        "Mantenimiento en curso: el sistema no está disponible temporalmente. Inténtelo más tarde.",
      resetLinkSent:
        "Si existe una cuenta con esta dirección, se acaba de enviar un correo con un enlace de restablecimiento.",
      resetLinkInvalid: "Este enlace ya no es válido: ha caducado o ya se ha utilizado",
      invitationInvalid: "Esta invitación ya no es válida: ha caducado o ya se ha utilizado",
      sessionNotFound: "Sesión no encontrada",
      agentNotFound: "Ficha de agente no encontrada",
      agentAlreadyLinked: "Esta ficha de agente ya está vinculada a otra cuenta",
      backupNotFound: "Copia de seguridad no encontrada",
      backupMalformed:
        "Este archivo no es una copia de seguridad de empresa HTS legible: no se ha modificado nada.",
      backupForeign: "Esta copia de seguridad pertenece a otra empresa: no se puede restaurar aquí.",
      restoreConfirmationRequired:
        "Para sustituir los datos actuales, escriba exactamente el nombre de la empresa.",
      restoreConflict:
        "Restauración imposible: un dato de la copia ya se usa en otro lugar (por ejemplo, una dirección de correo). No se ha modificado nada.",
      invitationSubject: "Invitación para unirse a {company} en HTS",
      invitationBody:
        "Hola {name}:\n\n{inviter} le invita a unirse a {company} en HTS.\nElija su contraseña abriendo este enlace (válido {hours} horas):\n{link}\n\nSi no esperaba esta invitación, ignore este mensaje.",
      resetSubject: "Restablecimiento de su contraseña HTS",
      resetBody:
        "Hola {name}:\n\nSe ha solicitado restablecer la contraseña de su cuenta HTS.\nAbra este enlace (válido 30 minutos, de un solo uso) para elegir una nueva contraseña:\n{link}\n\nSi no lo ha solicitado, ignore este mensaje: su contraseña no cambia.",
      alarmSubject: "Alarma crítica: {title}",
      alarmSubjectOther: "Alarma ({severity}): {title}",
      alarmBody:
        "Alarma {severity} en el sitio {site} ({location}).\n{description}\n\nActivada el {at}.\nVer la alarma: {link}",
      retentionPurge: "Purga de retención",
      maintenanceOnSubject: "{company}: mantenimiento en curso",
      maintenanceOnBody:
        "Hola {name}:\n\nHTS está en mantenimiento para {company} desde {at}: solo los administradores pueden usarlo. Otro correo le avisará del final del mantenimiento.",
      maintenanceOffSubject: "{company}: fin del mantenimiento",
      maintenanceOffBody:
        "Hola {name}:\n\nEl mantenimiento de HTS para {company} ha terminado ({at}): puede volver a iniciar sesión.",
    } satisfies Translations<typeof MSG_SETTINGS>,
  ],
  [
    MSG_CAMERAS,
    {
      addressLoopback: "Dirección rechazada: una cámara no puede apuntar al propio servidor (loopback)",
      addressLinkLocal:
        "Dirección rechazada: no se aceptan direcciones de enlace local (169.254.0.0/16, fe80::/10)",
      addressMetadata: "Dirección rechazada: servicio de metadatos del proveedor de nube",
      addressUnspecified: "Dirección rechazada: dirección no especificada (0.0.0.0 o ::)",
      addressMulticast: "Dirección rechazada: dirección multicast o broadcast",
      hostRefused:
        "Dirección rechazada: este nombre de host apunta a una dirección no autorizada (loopback, enlace local o metadatos de nube)",
      urlAmbiguous:
        "URL rechazada: contiene caracteres o una forma de dirección que se pueden leer de dos maneras (barra invertida, @ de más, espacio, host codificado, IPv4 abreviada o hexadecimal). Escríbala así: rtsp://usuario:contraseña@192.168.1.64:554/ruta",
      maskedSecretLost:
        "Vuelva a introducir la contraseña de la cámara: la dirección cambió o falta el secreto guardado",
      streamLinkInvalid: "Enlace de vídeo caducado o no válido: vuelva a abrir la vista",
      noStreamUrl: "No hay ninguna URL de flujo configurada para esta cámara",
      engineMissing: "Vídeo no disponible: ffmpeg no está instalado en el servidor",
      snapshotFailed: "Captura imposible: el flujo de la cámara no está disponible",
      snapshotTargetRequired: "Elija una alarma o un incidente de informe",
      snapshotReportLocked: "Este informe está finalizado: ya no puede recibir capturas",
      snapshotIncidentMissing: "Este incidente no existe en el informe",
      ptzUnavailable: "Control PTZ no disponible: la cámara no responde en ONVIF",
    } satisfies Translations<typeof MSG_CAMERAS>,
  ],
  [
    MSG_ACCESS,
    {
      badgeTaken: "Ya existe una credencial con este número en la empresa",
      nfcUidTaken: "Esta tarjeta NFC ya está registrada para otra credencial",
      nfcUidRequired: "El identificador (UID) de la tarjeta NFC es obligatorio para una credencial NFC",
      nfcUidInvalid: "UID NFC no válido: se esperan 4, 7 o 10 bytes en hexadecimal",
      holderNotFound: "Titular no encontrado en la empresa",
      notQrBadge: "Esta credencial no es una credencial con código QR",
      readerKeyMissing: "Clave de lector ausente o no válida",
      presentationRequired: "Presente un código QR (token) o una tarjeta NFC (nfcUid)",
      readerThrottled: "Demasiadas lecturas para este lector. Espere unos segundos.",
      alarmTitle: "Intentos de acceso denegados: {point}",
      alarmDescription: "{n} intentos denegados en {minutes} min en el punto de acceso {point}",
      notificationAlarm: "Alarma de control de acceso: {point}",
      alarmTriggeredBy: "Lector {point}",
      alarmRaised: "Alarma activada por el control de acceso",
      unknownHolder: "Desconocido",
      timeInvalid: "Hora no válida: se espera HH:MM",
      ruleHoursIncomplete: "Indique la hora de inicio y la de fin, o ninguna de las dos",
      noBadgeOfMine:
        "Ninguna credencial QR activa está asociada a su cuenta: solicite una al puesto de control",
    } satisfies Translations<typeof MSG_ACCESS>,
  ],
  [
    ACCESS_REASONS,
    {
      granted: "Acceso autorizado",
      maintenance: "Punto de acceso en mantenimiento",
      unknown: "Credencial desconocida o falsificada",
      disabled: "Credencial desactivada",
      expired: "Credencial caducada",
      notAllowed: "Credencial no autorizada en este punto de acceso",
      outsideHours: "Fuera del horario permitido",
      wrongType: "Tipo de credencial no aceptado",
      antiPassback: "Anti-passback: credencial ya dentro",
      staticQrDisabled: "Código QR impreso rechazado: muestre el código QR dinámico",
      codeExpired: "Código QR dinámico caducado",
    } satisfies Translations<typeof ACCESS_REASONS>,
  ],
  [
    MSG_ATTENDANCE,
    {
      noAgent: "Su cuenta no está vinculada a ningún agente: el fichaje es para los agentes",
      shiftNotFound: "Turno no encontrado",
      siteRequired: "Indique el sitio de un fichaje no planificado",
      siteNotFound: "Sitio no encontrado",
      outsideGeofence: "Está a {distance} m del sitio, fuera del perímetro de {radius} m",
      outsideGeofenceNoPosition: "Posición no disponible: el fichaje debe hacerse en el sitio",
      tooEarly: "Demasiado pronto: el fichaje abre {minutes} min antes del inicio previsto",
      shiftEnded: "Este turno ha terminado",
      invalidState: "Acción imposible en el estado actual ({state})",
      postOrdersPending: "Lea y confirme las consignas del puesto antes de iniciar el servicio",
      futureTime: "La hora de la acción está en el futuro",
      eventNotFound: "Fichaje no encontrado",
      notAnException: "Este fichaje no espera revisión",
      exceptionsPending: "Quedan excepciones de fichaje por revisar en esta semana",
      notMonday: "La semana empieza un lunes (AAAA-MM-DD)",
      positionIncomplete: "Latitud y longitud van juntas",
      unplanned: "Fichaje no planificado",
      missedTitle: "Fichaje no realizado: {agent}",
      missedDescription: "{agent} no fichó para el turno previsto el {start} en el sitio {site}",
      missedTriggeredBy: "Control de fichajes",
      missedRaised: "Ningún fichaje {minutes} min después del inicio previsto",
      missedResolved: "Fichaje realizado por {agent} a las {at}: alarma resuelta",
    } satisfies Translations<typeof MSG_ATTENDANCE>,
  ],
  [
    MSG_RECORDING,
    {
      stalledTitle: "Grabación interrumpida: {camera}",
      stalledDescription:
        "La cámara {camera} ({site}) debería grabar pero no escribe nada desde hace {minutes} min",
      stalledTriggeredBy: "Supervisión de grabaciones",
      stalledRaised: "Ningún segmento escrito desde hace {minutes} min",
      segmentNotFound: "Segmento de grabación no encontrado",
      evidenceSpan: "El fin del extracto debe seguir a su inicio, una hora como máximo",
      evidenceNothing: "Ninguna grabación de esta cámara en ese periodo",
      evidenceFailed: "No se pudo producir el extracto a partir de los segmentos grabados",
    } satisfies Translations<typeof MSG_RECORDING>,
  ],
  [
    MSG_PUSH,
    {
      endpointInvalid: "Dirección de suscripción push no válida",
      endpointInsecure: "La dirección de suscripción push debe usar https",
      endpointRefused: "Esta dirección de suscripción push apunta a una red interna: rechazada",
      keysInvalid:
        "Claves de suscripción push no válidas (p256dh: punto P-256 sin comprimir, auth: 16 bytes)",
      subscriptionNotFound: "Suscripción push no encontrada",
      checkDueTitle: "¿Todo bien?",
      checkDueBody: "Confirme en la aplicación del agente (plazo: {grace} min)",
      shiftChangedTitle: "Planificación modificada",
      shiftChangedBody: "Su turno del {date} ({site}) ha cambiado",
      shiftRemovedBody: "Su turno del {date} ({site}) ha sido eliminado",
      postOrdersTitle: "Nuevas consignas",
      postOrdersBody: "{site}: {title} (versión {version}), para leer antes del próximo inicio de servicio",
    } satisfies Translations<typeof MSG_PUSH>,
  ],
  [
    MSG_RADIO,
    {
      imeiInvalid: "IMEI no válido: 15 cifras, la última es el dígito de control (algoritmo de Luhn)",
      radioIdTaken: "Una radio de la empresa ya tiene este IMEI",
      radioNotFound: "Radio no encontrada",
      radioRetired: "Esta radio está retirada del servicio",
      agentNotFound: "Agente no encontrado en la empresa",
      channelNotFound: "Canal no encontrado",
      channelNameTaken: "Un canal de la empresa ya tiene este nombre",
      channelEmergencyKept: "El canal de emergencia de la empresa no se puede eliminar",
      priorityInvalid: "Prioridad no válida: se espera 0, 1 o 2",
      radioKeyMissing: "Clave de radio ausente o no válida",
      alertNotFound: "Alerta de radio no encontrada",
      alertResolved: "Esta alerta ya está resuelta",
      agentNotAvailable: "Este agente no está disponible (sin turno en curso)",
      latitudeInvalid: "Latitud no válida: entre -90 y 90",
      longitudeInvalid: "Longitud no válida: entre -180 y 180",
      emergencyChannelName: "Emergencia",
      emergencyChannelDescription: "Canal de emergencia de la empresa",
      summaryAlerts: "{n} alerta(s) activa(s), se recomienda intervenir",
      summaryCoverage: "Atención: solo {x} de {y} radios activas, compruebe la cobertura",
      summaryOptimal: "Sistema óptimo: todas las radios funcionan con normalidad",
      sosDescription: "SOS activado desde la radio {radio}",
      sosAlarmTitle: "SOS de radio: {agent}",
      sosAlarmTriggeredBy: "Radio {radio}",
      emergencyAlarmTitle: "Emergencia de radio detectada: {agent}",
      unknownAgent: "Agente sin asignar",
      detectedDescription: "«{transcript}»",
      lowBatteryDescription: "Batería baja: {battery} %",
      signalLostDescription: "Señal perdida o radio desconectada",
      recoBattery: "Sustituir o recargar la batería de la radio",
      recoSignal: "Compruebe la cobertura 4G y contacte con el agente por otro medio",
      recoRoutine: "No se requiere ninguna acción",
      dispatched: "Agente enviado: {agent}",
      engineBuiltin: "Detector integrado",
      clipInvalid:
        "Grabación de audio no válida: se espera un clip Opus (audio/webm o audio/ogg) de 2 MB como máximo",
      clipNotFound: "Ninguna grabación de audio para esta comunicación",
      clipUserQuota:
        "Cuota de mensajes de voz alcanzada: {limit} MB por persona en 24 horas. Inténtelo más tarde o use la radio",
      clipCompanyQuota:
        "El espacio de mensajes de voz de la empresa está lleno ({limit} MB): los más antiguos se borrarán según el periodo de conservación",
    } satisfies Translations<typeof MSG_RADIO>,
  ],
  [
    RADIO_RECOMMENDATIONS,
    {
      sos: "Enviar de inmediato al agente disponible más cercano y contactar con el agente en peligro",
      agression: "Enviar refuerzos, proteger al agente y avisar a la policía (17)",
      incendie:
        "Iniciar la evacuación, avisar a los bomberos (18) y enviar al agente de seguridad contra incendios más cercano",
      blesse: "Enviar un socorrista y avisar al SAMU (15) si es necesario",
      intrusion: "Enviar una patrulla para comprobar y avisar a la policía si se confirma",
      renfort: "Enviar un agente disponible como refuerzo",
    } satisfies Translations<typeof RADIO_RECOMMENDATIONS>,
  ],
  [
    MSG_RECORDS,
    {
      siteArchived: "Este sitio está archivado: es de solo lectura. Restáurelo para modificarlo.",
      siteArchivedRef: "Este sitio está archivado: elija un sitio en servicio",
      siteNotArchived: "Este sitio no está archivado",
      siteFutureShifts:
        "Turnos próximos en este sitio: {n}. Elimínelos o muévalos a otro sitio antes de eliminar el sitio.",
      reportDeleteFinalized: "Este informe está finalizado: no se puede eliminar",
    } satisfies Translations<typeof MSG_RECORDS>,
  ],
  [
    MSG_ALARMS,
    {
      raised: "Alarma registrada por {name}",
      dispatched: "Agente enviado: {name}",
      assigned: "Asignada a {assignee} por {name}",
      unassigned: "Asignación retirada por {name}",
      taken: "Atendida por {name}",
      resolved: "Resuelta por {name}",
      resolvedWithNote: "Resuelta por {name}: {note}",
      notificationAssigned: "Alarma asignada: {title}",
      notificationBody: "{site} — {location}",
      assigneeNotFound: "Persona no encontrada en la empresa",
      alarmAlreadyTaken: "Esta alarma ya está atendida",
      alarmTakenBy: "Esta alarma ya está atendida por {name}",
    } satisfies Translations<typeof MSG_ALARMS>,
  ],
  [
    ALARM_SEVERITY_ADJECTIVES,
    { critique: "crítica", important: "importante", moyen: "media", faible: "baja" } satisfies Translations<
      typeof ALARM_SEVERITY_ADJECTIVES
    >,
  ],
  [
    MSG_DASHBOARD,
    {
      database: "Base de datos",
      cameraMonitor: "Servicio de supervisión de cámaras",
      events: "Eventos en tiempo real",
      databaseText: "{engine}, respuesta en {ms} ms",
      pglite: "PGlite (integrada)",
      probeFailed: "consulta de control fallida",
      cameraText: "Cámaras en línea: {online}/{total}; último control: {at}",
      cameraLeaderText: "Cámaras en línea: {online}/{total}; controles a cargo de la instancia {leader}",
      cameraNoCheck: "Cámaras en línea: {online}/{total}; ningún control desde el arranque",
      eventsPostgres: "LISTEN/NOTIFY PostgreSQL; flujos abiertos: {n}",
      eventsMemory: "En memoria (instancia única); flujos abiertos: {n}",
    } satisfies Translations<typeof MSG_DASHBOARD>,
  ],
  [
    MSG_CONFLICTS,
    {
      shiftWithSite: "el {day} de {from} a {to} ({site})",
      shift: "el {day} de {from} a {to}",
      overlap: "Solapamiento: {agent} está asignado a dos turnos a la vez, {first} y {second}.",
      overlapFix: "Reasigne uno de los dos turnos a otro agente o cambie su horario.",
      rest: "Descanso insuficiente: {agent} solo tiene {gap} de descanso entre el turno {shift} y la vuelta el {day} a las {time} (mínimo {min}).",
      restFix: "Retrase la vuelta al menos {missing} o asigne el turno a otro agente.",
      leave: "Agente de vacaciones: {agent} está de vacaciones {period}, pero asignado {shift}.",
      unavailable: "Agente no disponible: {agent} no está disponible {period}, pero asignado {shift}.",
      periodDay: "el {day}",
      periodDays: "del {from} al {to}",
      unavailableFix: "Asigne este turno a otro agente disponible.",
      certification:
        "Cualificación ausente: el sitio {site} exige {list}, que {agent} no posee (turno {shift}).",
      certificationFix: "Asigne un agente titular de {list}, o actualice las cualificaciones del agente.",
      consecutive:
        "Demasiados días consecutivos: {agent} trabaja {n} días seguidos, del {from} al {to} (máximo {max}).",
      consecutiveFix: "Conceda un día de descanso semanal a más tardar el {day}.",
      tooLong:
        "Turno demasiado largo: {agent} trabaja {work} {shift}, por encima del máximo de {max} por turno.",
      tooLongFix: "Divida el turno en dos puestos a cargo de agentes distintos, o acórtelo.",
      inactiveSite: "Sitio inactivo: {agent} está asignado {shift}, pero este sitio está desactivado.",
      inactiveSiteFix: "Anule el turno o reactive el sitio.",
      cardExpired:
        "Tarjeta profesional caducada: la tarjeta de {agent} caducó el {day}, pero el agente está asignado {shift}.",
      cardExpiredFix: "Renueve la tarjeta profesional (CNAPS) o asigne otro agente.",
      weekly:
        "Horas semanales superadas: {agent} suma {work} de trabajo la semana del {from} al {to} (máximo {max}).",
      weeklyFix: "Quite o acorte turnos esa semana ({excess} de más), o asígnelos a otro agente.",
      blocking:
        "No guardado: el cambio crea {n} conflicto(s) bloqueante(s). Un responsable puede ignorarlos indicando un motivo.",
      overrideForbidden: "Solo un administrador o un responsable puede ignorar un conflicto bloqueante.",
      copySameWeek: "La semana de destino debe ser distinta de la semana copiada",
      copySameDay: "Los días de destino deben ser distintos del día copiado",
      repeatSource: "Indique una semana modelo (source_week) o turnos (shift_ids), no ambos",
      repeatUntilBefore: "La fecha de fin debe ser posterior a la semana modelo",
      repeatTooFar:
        "La repetición está limitada a 52 semanas después de la semana modelo: elija una fecha de fin más cercana",
      templateDays: "Indique una lista de fechas o un periodo (fecha de inicio y de fin)",
      templateRange: "El periodo debe terminar después de empezar y abarcar como máximo 62 días",
      tooManyShifts:
        "Demasiados turnos para crear de una vez: {n} (máximo {max}). Reduzca el periodo o el número de agentes.",
      templateNotFound: "Plantilla no encontrada",
      shiftNotFound: "Turno no encontrado",
      shiftNotCovered: "Este turno no es un turno previsto del agente durante este periodo",
      weeklyRest:
        "Descanso semanal insuficiente: {agent} no tiene ningún descanso de {min} seguidas en la semana del {from} al {to} (descanso más largo: {longest}).",
      weeklyRestFix: "Libere {min} seguidas esa semana, por ejemplo pasando un turno a otro agente.",
      average:
        "Media semanal superada: {agent} trabaja de media {average} por semana en las {n} semanas del {from} al {to} (máximo {max}).",
      averageFix: "Aligere esas semanas en {excess} en total, o asigne turnos a otro agente.",
      nightDaily:
        "Trabajo nocturno: {agent}, trabajador nocturno, trabaja de media {average} por día trabajado en la semana del {from} al {to} (máximo {max}).",
      nightDailyFix: "Acorte los turnos de esa semana o repártalos en más días.",
      nightWeekly:
        "Trabajo nocturno: {agent}, trabajador nocturno, trabaja de media {average} por semana en las {n} semanas del {from} al {to} (máximo {max}).",
    } satisfies Translations<typeof MSG_CONFLICTS>,
  ],
  [
    MSG_REPORT_PERIODS,
    {
      year: "Año {year}",
      firstQuarter: "1.er trimestre {year}",
      quarter: "{n}.º trimestre {year}",
      week: "Semana del {from} al {to}",
      day: "El {day}",
      range: "Del {from} al {to}",
      title: "Informe de {type} - {period}",
      titleWithSite: "Informe de {type} - {period} - {site}",
      allSites: "Todos los sitios",
    } satisfies Translations<typeof MSG_REPORT_PERIODS>,
  ],
  [
    REPORT_TYPE_LABELS,
    {
      security: "seguridad",
      incidents: "incidentes",
      attendance: "asistencia de los agentes",
      access: "control de acceso",
      cameras: "cámaras",
      alarms: "alarmas",
    } satisfies Translations<typeof REPORT_TYPE_LABELS>,
  ],
  [
    MSG_OPERATIONS,
    {
      databaseUnreachable: "Base de datos inaccesible",
      migrationsPending: "Migraciones de la base de datos no aplicadas: {applied} de {expected}",
      metricsToken: "Token de métricas ausente o no válido",
    } satisfies Translations<typeof MSG_OPERATIONS>,
  ],
  [
    MSG_INPUT,
    {
      bodyTooDeep: "El cuerpo de la solicitud está demasiado anidado: {max} niveles como máximo",
      bodyTooManyItems: "El cuerpo de la solicitud contiene demasiados elementos: {max} como máximo",
    } satisfies Translations<typeof MSG_INPUT>,
  ],
  [
    MSG_AUTH_LIMITS,
    {
      passwordChecksLimited:
        "Demasiados intentos de verificación de la contraseña. Vuelva a intentarlo en unos minutos.",
      twoFactorLocked:
        "Autenticación de dos factores bloqueada durante 24 horas tras {max} códigos erróneos. Se ha enviado un correo electrónico al titular de la cuenta.",
      twoFactorLockedSubject: "Su autenticación de dos factores de HTS está bloqueada",
      twoFactorLockedBody:
        "Hola, {name}:\n\nSe han introducido {max} códigos de autenticación de dos factores erróneos para su cuenta HTS en 24 horas: la verificación por código está bloqueada durante 24 horas.\n\nSi no fue usted, alguien conoce su contraseña: cámbiela lo antes posible («¿Olvidó su contraseña?» en la página de inicio de sesión) y avise a su administrador.\n",
      newPasswordSameAsCurrent: "La nueva contraseña debe ser distinta de la contraseña actual",
      passwordTooSimple: "Contraseña demasiado simple: utilice caracteres variados",
      accountRequestedSubject: "Solicitud de cuenta HTS para su dirección de correo electrónico",
      accountRequestedBody:
        "Hola:\n\n{inviter} (empresa {company}) ha solicitado crear una cuenta HTS para la dirección {email}. Esta dirección ya pertenece a una cuenta HTS, y una dirección solo pertenece a una cuenta: no se ha creado ninguna cuenta y la suya no ha cambiado.\n\nSi debe unirse a {company}, facilítele otra dirección de correo electrónico. Si no, ignore este mensaje.\n",
    } satisfies Translations<typeof MSG_AUTH_LIMITS>,
  ],
  [
    MSG_COVERAGE,
    {
      postNotFound: "Puesto a cubrir no encontrado",
      siteNotFound: "Sitio no encontrado",
      nameRequired: "Introduzca un nombre de puesto",
      validityOrder: "El fin de validez debe seguir a su inicio",
      nameTaken: "Ya existe un puesto con este nombre en este sitio",
      periodTooLong: "El periodo a planificar va de un día a un mes (31 días como máximo)",
    } satisfies Translations<typeof MSG_COVERAGE>,
  ],
  [
    MSG_POST_ORDERS,
    {
      alreadyExists: "Ya existen consignas para este sitio y este puesto: publique una nueva versión",
      siteNotFound: "Sitio no encontrado",
      attachmentType:
        "Adjunto rechazado: se espera PDF, JPEG, PNG o WebP (tipo leído en el contenido del archivo)",
      attachmentTooBig: "Adjunto demasiado grande: {max} MB como máximo por archivo",
      attachmentEncoding: "Adjunto ilegible: se espera contenido base64",
      attachmentsTooMany: "Demasiados adjuntos: {max} como máximo por versión",
      notAnAgent: "Esta cuenta no está vinculada a ningún agente",
    } satisfies Translations<typeof MSG_POST_ORDERS>,
  ],
  [
    MSG_TOURS,
    {
      siteNotFound: "Sitio no encontrado",
      checkpointNotFound: "Punto de control no encontrado",
      tourNotFound: "Ronda no encontrada",
      runNotFound: "Ronda en curso no encontrada",
      notAnAgent: "Esta cuenta no está vinculada a ningún agente",
      shiftNotFound: "Turno no encontrado: las rondas se hacen en sus propios turnos",
      notOnShift: "Esta ronda no está prevista en el sitio de este turno",
      outsideShift: "La hora del paso está fuera del turno",
      checkpointInUse: "Este punto de control forma parte de una ronda: quítelo primero de la ronda",
      stopNotOnSite: "Un punto de control de la ronda no pertenece a este sitio",
      positionRequired: "Posición requerida para un punto GPS",
      questionRequired: "Pregunta requerida para esta tarea",
      invalidCode: "Código de punto de control no válido o de otra empresa",
      unknownTag: "Etiqueta NFC desconocida en esta ronda",
      notInTour: "Este punto de control no forma parte de esta ronda",
      outsideRadius: "Está a {distance} m del punto (radio {radius} m)",
      gpsPositionRequired: "Posición requerida para validar un punto GPS",
      reasonRequired: "Se requiere un motivo para una entrada manual",
      answerRequired: "Respuesta requerida: {question}",
      photoRequired: "Foto requerida para este punto de control",
      futureTime: "La hora del dispositivo está en el futuro",
      runClosed: "Esta ronda ha terminado",
      serialTaken: "Esta etiqueta NFC ya está registrada en otro punto",
      lateTitle: "Ronda con retraso: {tour} — {agent}",
      lateDescription: "La ronda {tour} iniciada a las {start} debía terminar a las {due} ({site}).",
      missedTitle: "Ronda no realizada: {tour}",
      missedDescription: "La ronda {tour} prevista a las {due} no se inició ({site}).",
      checkpointMissedTitle: "Punto de control omitido: {checkpoint}",
      checkpointMissedDescription:
        "{agent} no pasó el punto {checkpoint} de la ronda {tour} a tiempo ({window} min).",
      noTitle: "Anomalía de ronda: {checkpoint}",
      noDescription: "«{question}»: respuesta «no» de {agent} en el punto {checkpoint} ({tour}) a las {at}.",
      triggeredBy: "Rondas",
      stepRaised: "Levantada por el seguimiento de rondas",
      docLabelsTitle: "Etiquetas de los puntos de control",
      docLabelsHint: "Punto de control: escanee con la aplicación HTS",
      docReportTitle: "Informe de ronda: {tour}",
      docAgent: "Agente",
      docSite: "Sitio",
      docStarted: "Inicio",
      docFinished: "Fin",
      docDue: "Fin prevista",
      docStatus: "Estado",
      docCheckpoint: "Punto de control",
      docTime: "Hora",
      docMethod: "Modo",
      docAnswer: "Respuesta / observaciones",
      docFooter:
        "Horas registradas por el teléfono del agente (hora del dispositivo), sincronizadas más tarde si se escaneó sin conexión.",
      runInProgress: "En curso",
      runCompleted: "Terminada",
      runIncomplete: "Incompleta",
      stopPending: "Pendiente",
      stopScanned: "Pasado",
      stopLate: "Pasado con retraso",
      stopMissed: "Omitido",
      methodNfc: "NFC",
      methodQr: "QR",
      methodGps: "GPS",
      methodManual: "Entrada manual",
      flagManual: "entrada manual",
      flagTooFast: "demasiado rápido",
      flagRepeated: "repetido",
      flagOutOfOrder: "fuera de orden",
      flagLate: "fuera de plazo",
    } satisfies Translations<typeof MSG_TOURS>,
  ],
  [
    MSG_LONE_WORKER,
    {
      checkNotFound: "Control «¿Todo bien?» no encontrado",
      notAnAgent: "Esta cuenta no está vinculada a ningún agente",
      noSite: "Ningún sitio conocido para este agente: la alerta no puede vincularse a un sitio",
      missedTitle: "PTI: sin respuesta a «¿Todo bien?» — {agent}",
      missedDescription:
        "{agent} no respondió al control de {due} (margen de {grace} min). Última posición: {position}",
      missedTriggeredBy: "Trabajador aislado (PTI)",
      sosTitle: "SOS agente: {agent}",
      sosDescription: "SOS activado desde la aplicación de {agent} a las {at}. Posición: {position}",
      sosTriggeredBy: "Aplicación del agente (SOS)",
      positionUnknown: "desconocida",
      positionText: "{lat}, {lng} (± {accuracy} m, tomada {at})",
      stepMissed: "Control «¿Todo bien?» sin respuesta",
      stepSos: "SOS recibido desde la aplicación del agente",
    } satisfies Translations<typeof MSG_LONE_WORKER>,
  ],
  [
    MSG_STORAGE,
    {
      photoType: "Foto rechazada: se espera JPEG, PNG o WebP (tipo leído en el contenido del archivo)",
      photoTooBig: "Foto demasiado pesada: {max} MB como máximo",
      photoTooLarge:
        "Foto demasiado grande: {max} píxeles como máximo por lado (la aplicación la reduce antes de enviarla)",
      photoUnreadable: "Foto ilegible: archivo dañado o incompleto",
      photoEncoding: "Foto ilegible: se espera contenido base64",
      quotaExceeded:
        "El almacenamiento de la empresa está lleno: {used} MB usados de {quota} MB. Elimine archivos o aumente la cuota.",
      noCurrentShift: "Ningún servicio en curso: las fotos se toman durante su servicio",
      notAnAgent: "Esta cuenta no está vinculada a ningún agente",
    } satisfies Translations<typeof MSG_STORAGE>,
  ],
  [
    MSG_LOGBOOK,
    {
      notAnAgent: "Esta cuenta no está vinculada a ningún agente",
      shiftNotFound: "Servicio no encontrado",
      notOnShift: "Entrada del libro rechazada: su hora queda fuera de este servicio",
      categoryUnknown: "Categoría desconocida: elija una de la lista de la empresa",
      photoNotFound: "Foto no encontrada: vuelva a tomar la foto",
      futureTime: "La hora del teléfono va adelantada respecto al servidor: compruebe la hora del teléfono",
      alarmTitle: "Libro de novedades: {category} — {agent}",
      alarmTriggeredBy: "Libro de novedades de la aplicación del agente",
      alarmRaised: "Alarma generada desde el libro de novedades",
      reportObservations:
        "Informe de actividad generado al final del servicio de {agent} ({start} – {end}): {entries} entrada(s) del libro, {incidents} incidente(s), {photos} foto(s), {tours} ronda(s).",
    } satisfies Translations<typeof MSG_LOGBOOK>,
  ],
  [
    MSG_MONTHLY_REPORT,
    {
      title: "Informe mensual de servicio — {client}",
      period: "Periodo: {month}",
      service: "Servicio prestado",
      planned: "Horas previstas",
      worked: "Horas fichadas",
      fulfilment: "Tasa de cumplimiento",
      late: "Entradas con retraso",
      uncovered: "Puestos sin cubrir",
      site: "Sitio",
      tours: "Rondas",
      toursDone: "Realizadas",
      toursLate: "Con retraso",
      toursMissed: "Incompletas (puntos omitidos)",
      toursHidden: "Las rondas no se le publican.",
      incidents: "Incidentes publicados",
      incidentsNone: "Ningún incidente publicado en el periodo.",
      incidentsHidden: "Los incidentes no se le publican.",
      date: "Fecha",
      incident: "Incidente",
      severity: "Gravedad",
      footer:
        "Horas fichadas: las entradas y salidas de los agentes, sin los fichajes rechazados. Una entrada es tardía después de 5 minutos. Generado el {at}.",
    } satisfies Translations<typeof MSG_MONTHLY_REPORT>,
  ],
  [
    MSG_CLIENT_SUMMARY,
    {
      subject: "Resumen del servicio en sus sitios — {client}, del {from} al {to}",
      intro: "Hola {name}:\n\nEste es el servicio prestado en sus sitios del {from} al {to}.",
      figures:
        "Horas previstas: {planned}\nHoras fichadas: {worked}\nTasa de cumplimiento: {fulfilment}\nEntradas con retraso: {late}\nPuestos sin cubrir: {uncovered}",
      incidents: "Incidentes publicados: {count}",
      outro:
        "El detalle, los informes y sus solicitudes están en su portal: {url}\n\nRecibe este resumen porque lo pidió en su portal; puede detenerlo allí.",
    } satisfies Translations<typeof MSG_CLIENT_SUMMARY>,
  ],
  [
    MSG_CLIENTS,
    {
      sirenInvalid: "SIREN no válido: 9 cifras cuyo dígito de control (algoritmo de Luhn) es correcto",
      siretInvalid: "SIRET no válido: 14 cifras cuyo dígito de control (algoritmo de Luhn) es correcto",
      siretMismatch: "El SIRET no empieza por el SIREN del cliente",
      clientNotFound: "Cliente no encontrado",
      clientArchived: "Este cliente está archivado: restáurelo para modificarlo",
      clientNotArchived: "Este cliente no está archivado",
      siteOfAnotherClient: "Este sitio ya pertenece a otro cliente: desvincúlelo primero",
      siteArchived: "Este sitio está archivado",
      clientRoleFromClientPage:
        "Un usuario cliente se invita desde la ficha de su cliente y sigue siendo usuario cliente",
      siteNotOfClient: "Este sitio no pertenece a este cliente",
      monthInvalid: "Mes no válido: se espera AAAA-MM (por ejemplo 2026-03)",
      requestNothingToChange: "Indique un estado o una respuesta",
      requestAnswerRequired: "Una solicitud se cierra con una respuesta: escríbala al cliente",
      requestClosed: "Esta solicitud está cerrada: reábrala para responder de nuevo",
      requestCreatedTitle: "Nueva solicitud de {client}: {subject}",
      requestCreatedBody: "{site} — {kind}",
      requestUpdatedTitle: "Su solicitud «{subject}»: {status}",
      requestUpdatedBody: "{answer}",
      requestStatusOpen: "abierta",
      requestStatusInProgress: "en curso",
      requestStatusClosed: "cerrada",
      kindExtraGuard: "Agente adicional",
      kindIntervention: "Intervención",
      kindPostOrders: "Cambio de consignas",
      kindComplaint: "Reclamación",
      kindRemark: "Observación",
    } satisfies Translations<typeof MSG_CLIENTS>,
  ],
  // The incident series of the reports screen (its statistics answer them in the reader's language).
  [
    INCIDENT_SERIES_LABELS,
    {
      critique: "Crítica",
      important: "Importante",
      moyen: "Media",
      faible: "Baja",
      rapport: "Informes de seguridad",
    } satisfies Translations<typeof INCIDENT_SERIES_LABELS>,
  ],
]);
