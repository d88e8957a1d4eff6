// English translations of the texts the server produces. One block per French message object;
// a new module adds its object here and in catalog-es.ts (the type check lists a missing key).

import { ACCESS_REASONS } from "../access/access.rules.ts";
import { MSG_ACCESS } from "../access/access.schemas.ts";
import { MSG_AGENTS } from "../agents/agents.schemas.ts";
import { MSG_AI, MSG_AI_WORDS } from "../ai-insights/ai-insights.messages.ts";
import { ALARM_SEVERITY_ADJECTIVES, MSG_ALARMS } from "../alarms/alarm-texts.ts";
import { MSG_ATTENDANCE } from "../attendance/attendance.messages.ts";
import { MSG_AUTH_LIMITS } from "../auth/auth-limits.messages.ts";
import { MSG_RECORDS } from "../auth/record-messages.ts";
import { MSG_CAMERAS } from "../cameras/camera-stream.schemas.ts";
import { MSG_CLIENTS } from "../clients/clients.messages.ts";
import { MSG_INPUT } from "../common/json-shape.ts";
import { MSG, MSG_OPS } from "../common/messages.ts";
import { MSG_LEGAL } from "../companies/company-legal.ts";
import { MSG_DASHBOARD } from "../dashboard/dashboard.schemas.ts";
import { MSG_LONE_WORKER } from "../lone-worker/lone-worker.messages.ts";
import { MSG_OPERATIONS } from "../operations/operations.schemas.ts";
import { MSG_PAYROLL } from "../payroll/payroll.schemas.ts";
import { MSG_PAYROLL_DOCS } from "../payroll/payroll-documents.schemas.ts";
import { MSG_CONFLICTS } from "../planning/conflicts/messages.ts";
import { MSG_POST_ORDERS } from "../post-orders/post-orders.messages.ts";
import { MSG_PUSH } from "../push/push.messages.ts";
import { MSG_RADIO, RADIO_RECOMMENDATIONS } from "../radio/radio.messages.ts";
import { MSG_REPORT_PERIODS } from "../reports/report-period.rules.ts";
import { MSG_REPORTS, REPORT_TYPE_LABELS } from "../reports/reports.schemas.ts";
import { EXPORT_MESSAGES, MSG_SECURITY_REPORTS } from "../security-reports/security-reports.schemas.ts";
import { MSG_SETTINGS } from "../settings/settings.messages.ts";
import { buildCatalog, type Translations } from "./catalog.ts";

export const EN = buildCatalog([
  [
    MSG_AI,
    {
      questionRequired: "Please ask a question",
      questionTooLong: "Question too long (500 characters at most)",
      engineBuiltin: "Built-in engine",
      period: "from {from} to {to}",
      periodDay: "on {day}",
      alarmsAnswer: "Alarms {period}{filters}: {n}, of which {critical} critical and {open} still active.",
      filterSite: " on site {site}",
      filterSeverity: ", severity {severity}",
      filterActive: ", still active",
      filterResolved: ", resolved",
      onShiftNone: "Nobody is on shift at {at}{site}.",
      onShiftAnswer: "Agents on shift at {at}{site}: {n} — {list}.",
      camerasNone: "No camera offline{site} ({total} cameras in total).",
      camerasAnswer: "Cameras offline{site}: {n} of {total} — {list}.",
      conflictsAnswer: "Planning conflicts {period}: {n}, of which {critical} critical.{list}",
      agentHoursAnswer:
        "{agent}: {hours} h of work in {month} ({n} shifts, breaks deducted, cancelled shifts excluded).",
      agentNotFound:
        "I cannot find this agent in your company. Give their name as it appears in the agent list.",
      reportsAnswer: "Open security reports (drafts){site}: {n}.{list}",
      refusalsAnswer: "Refused accesses {period}{site}: {n}.{top}",
      refusalsTop: " Most affected point: {point} ({n}).",
      siteNotFound:
        "I cannot find any site “{name}” in your company: I only answer about your own sites' data.",
      unknown: "I cannot answer this question from the company's data. Here are questions I can answer:",
      suggestAlarms: "How many critical alarms this week?",
      suggestShift: "Who is on shift now?",
      suggestCameras: "Which cameras are offline?",
      suggestConflicts: "Are there planning conflicts next week?",
      suggestHours: "How many hours has {agent} worked this month?",
      suggestReports: "How many security reports are open?",
      suggestRefusals: "How many refused accesses in the last 7 days?",
      trendExplanation:
        "{recent} incidents in the last 15 days against {previous} in the 15 before; Poisson rate comparison, p = {p} (threshold 0.05).",
      anomalyDay:
        "{site}: {n} incidents on {day}, against {expected} a day on average over the previous 28 days (p = {p}).",
      anomalySite:
        "{site}: {n} incidents in the last 7 days, against {expected} expected from the previous 28 days (p = {p}).",
      recurring: "{site}: {n} alarms of type {type} in 30 days.",
      recCameraOffline: "Camera {camera} ({site}) offline since {since}.",
      recCriticalOpen: "Critical alarm “{title}” ({site}) unresolved for {hours} h.",
      recCardExpiring: "Professional card of {agent}: expires on {date}.",
      recCardExpired: "Professional card of {agent}: expired since {date}.",
      recConflicts: "{n} planning conflicts {period}.",
      recRefusals: "Access point {point} ({site}): {n} refused accesses in the last 7 days.",
      recRadioBattery: "Radio {radio} ({agent}): battery at {battery}% at the last reading.",
      recRadioNoAgent: "unassigned",
      recUncoveredHours:
        "{site}: {n} incidents in 30 days in the time slots {hours}, when no agent is scheduled in the next 7 days.",
    } satisfies Translations<typeof MSG_AI>,
  ],
  [
    MSG_AI_WORDS,
    {
      critique: "critical",
      important: "major",
      moyen: "medium",
      faible: "low",
      intrusion: "intrusion",
      incendie: "fire",
      technique: "technical",
      medical: "medical emergency",
      sabotage: "sabotage",
      acces: "access control",
      autre: "other",
    } satisfies Translations<typeof MSG_AI_WORDS>,
  ],
  [
    MSG_LEGAL,
    {
      siretInvalid: "Invalid SIRET: 14 digits whose check digit (Luhn algorithm) is correct",
      nafInvalid: "Invalid NAF code: four digits and a letter, for example 80.10Z",
      urssafInvalid: "Invalid URSSAF number: 6 to 18 digits or letters",
      effectiveFromInvalid: "Invalid effective month: YYYY-MM expected (years 2000 to 2100)",
      settingsVersionNotFound: "No rate version for this month",
    } satisfies Translations<typeof MSG_LEGAL>,
  ],
  [
    MSG,
    {
      passwordTooShort: "The password must be at least 6 characters long",
      passwordMismatch: "The passwords do not match",
      emailInvalid: "Invalid e-mail address",
      required: "This field is required",
      emailTaken: "An account already exists with this e-mail address",
      badCredentials: "Incorrect credentials: check the e-mail address and the password",
      tooManyAttempts: "Too many login attempts. Try again in a few minutes.",
      tooManyRequests: "Too many requests. Try again in a few minutes.",
      unauthenticated: "Authentication required",
      sessionExpired: "Session expired or invalid: please sign in again",
      accountDisabled: "This account is disabled",
      forbidden: "You do not have the rights required for this action",
      notFound: "Resource not found",
      routeNotFound: "Route not found",
      invalidJson: "The request body is not valid JSON",
      bodyTooLarge: "The request body is too large",
      unsupportedMediaType: "Unsupported content type",
      badRequest: "Invalid request",
      urlTooLong: "Request address too long",
      generic: "An error occurred",
      lastAdmin: "Not possible: the company must keep at least one active administrator",
      selfDisable: "You cannot disable your own account",
      textInvalid: "This text contains a character that is not allowed (null character or invalid encoding)",
      dateOutOfRange: "Date outside the accepted range (years 1900 to 2999)",
      numberOutOfRange: "Number outside the accepted range",
      serverBusy: "The server is busy right now. Try again in a few seconds.",
      documentsBusy: "Too many documents are being generated. Try again in a few seconds.",
      documentTooLarge:
        "Document too large to generate: {max} characters at most. Shorten the period or the number of items.",
      planNotSelfService:
        "The {plan} plan is granted by the platform operator: register with the {allowed} plan, then contact them to change plans.",
    } satisfies Translations<typeof MSG>,
  ],
  [
    MSG_OPS,
    {
      siteLimit: "Site limit reached for the {plan} plan ({n} sites). Upgrade your plan to add more.",
      siteNotFound: "Site not found",
      ipInvalid: "Invalid IP address (IPv4 or IPv6 expected)",
      cameraUrlInvalid: "Invalid URL: rtsp://, rtsps://, http:// or https:// expected",
      alarmAlreadyResolved: "This alarm is already resolved",
      dateRangeInvalid: "The start date must precede the end date",
      notificationCriticalAlarm: "Critical alarm: {title}",
    } satisfies Translations<typeof MSG_OPS>,
  ],
  [
    MSG_AGENTS,
    {
      agentLimit: "Agent limit reached for the {plan} plan ({n} agents). Upgrade your plan to add more.",
      badgeTaken: "This badge number is already assigned to another agent",
      userInvalid: "User account not found or without the agent role",
      userTaken: "This user account is already linked to another agent",
      cardNumberInvalid: "Invalid professional card number (format CAR-075-2027-03-12-20261234567 expected)",
      photoInvalid: "Invalid photo: http(s) URL or data:image/... image expected",
      dateInvalid: "Invalid date (format YYYY-MM-DD expected)",
      addFailed: "Unable to add the agent",
    } satisfies Translations<typeof MSG_AGENTS>,
  ],
  [
    MSG_PAYROLL,
    {
      jobRequired: "Please select a job",
      coefficientUnknown: "Unknown coefficient: choose 130, 140, 150, 160, 175, 190 or 210",
      hoursStep: "Hours are entered to the hundredth (step 0.01)",
      hoursRange: "Monthly hours must be between 0 and 744",
      nightNegative: "Night hours cannot be negative",
      sundayNegative: "Sunday hours cannot be negative",
      holidayNegative: "Public holiday hours cannot be negative",
      hoursTooMany: "A month has at most 744 hours",
      daysRange: "The number of days worked must be a whole number between 0 and 31",
      dogsRange: "The number of dogs must be between 1 and 3",
      amount: "Invalid amount: a positive number with at most two decimals is expected",
      rate: "Invalid hourly rate: a positive number with at most four decimals is expected",
      fraction: "Invalid percentage: a fraction between 0 and 10 with at most four decimals is expected",
      contributions: "Invalid contribution rate: a fraction between 0 and 1 with at most four decimals",
    } satisfies Translations<typeof MSG_PAYROLL>,
  ],
  [
    MSG_PAYROLL_DOCS,
    {
      agentRequired: "Please select an agent",
      yearRange: "The year must be between 2000 and 2100",
      monthRange: "The month must be a whole number between 1 and 12",
    } satisfies Translations<typeof MSG_PAYROLL_DOCS>,
  ],
  [
    MSG_SECURITY_REPORTS,
    {
      siteRequired: "Please select a site",
      periodStartRequired: "Please enter the start date of the period",
      periodEndRequired: "Please enter the end date of the period",
      periodOrder: "The start date must precede the end date",
      incidentDescriptionRequired: "Please fill in the description of the incident",
      interventionDescriptionRequired: "Please fill in the description of the intervention",
      incidentTypeInvalid: "Unknown incident type",
      geolocationInvalid: "Invalid geolocation: “latitude, longitude” expected",
      timeInvalid: "Invalid time: HH:mm expected",
      signatureNotPng: "Invalid signature: a PNG image (data:image/png;base64) is expected",
      signatureTooLarge: "Signature too large: 500 KB at most",
      tooManyItems: "Too many items: 1000 at most",
      locked: "This report is finalized: it can no longer be changed",
      alreadyFinalized: "This report is already finalized",
      exportNeedsFinalized:
        "Finalize the report before exporting it: only a finalized report can be exported",
      notExportedYet: "This report has not been exported in this format yet",
      created: "Report created",
      exportFailed: "Unable to export the report",
    } satisfies Translations<typeof MSG_SECURITY_REPORTS>,
  ],
  [
    EXPORT_MESSAGES,
    {
      pdf: "Report exported as PDF",
      docx: "Report exported as Word",
      xlsx: "Report exported as Excel",
    } satisfies Translations<typeof EXPORT_MESSAGES>,
  ],
  [
    MSG_REPORTS,
    {
      typeInvalid: "Unknown report type",
      formatInvalid: "Unknown format: pdf or excel",
      periodInvalid: "Unknown period",
      datesRequired: "Please enter the start and end dates",
      dateRangeInvalid: "The start date must precede the end date",
      rangeTooLong: "The period cannot exceed 366 days",
      generating: "Report being generated",
      generatingDetail: "You will be notified when it is ready",
      generationFailed: "Unable to generate the report",
      notReady: "The report is not ready yet",
      interrupted: "Generation interrupted by a server restart",
      noAccessData:
        "No access control data has been recorded yet: the badge module does not feed reports yet.",
    } satisfies Translations<typeof MSG_REPORTS>,
  ],
  [
    MSG_SETTINGS,
    {
      passwordTooShort12: "The password must be at least 12 characters long",
      passwordTooCommon: "This password is one of the most common ones: choose another",
      passwordMismatch: "The passwords do not match.",
      currentPasswordWrong: "Incorrect current password",
      currentPasswordRequired: "The current password is required to change the e-mail address",
      passwordChanged: "Password changed",
      passwordExpired: "Your password has expired: change it in Settings > Security before continuing",
      passwordChangeRequired: "You must choose a new password (Settings > Security) before continuing",
      twoFactorEnrolmentRequired:
        "The company requires two-factor authentication: enable it in Settings > Security before continuing",
      twoFactorCodeInvalid: "Incorrect or expired verification code",
      twoFactorChallengeInvalid: "Sign-in step expired: enter your e-mail and password again",
      twoFactorAlreadyEnabled: "Two-factor authentication is already enabled",
      twoFactorNotPending: "Start by generating a new secret",
      twoFactorNotEnabled: "Two-factor authentication is not enabled",
      twoFactorRequiredByCompany: "The company requires two-factor authentication: it cannot be disabled",
      ipNotAllowed: "Access refused from this IP address ({ip}): it is not in the company's allowed list",
      ipEntryInvalid: "Invalid entry in the IP address list: “{entry}”",
      ipSelfExcluded:
        "Your current address ({ip}) is not in this list: you would lose access. Confirm to save anyway.",
      maintenance: "Maintenance in progress: the system is temporarily unavailable. Try again later.",
      resetLinkSent:
        "If an account exists with this address, an e-mail with a reset link has just been sent.",
      resetLinkInvalid: "This link is no longer valid: it has expired or has already been used",
      invitationInvalid: "This invitation is no longer valid: it has expired or has already been used",
      sessionNotFound: "Session not found",
      agentNotFound: "Agent record not found",
      agentAlreadyLinked: "This agent record is already linked to another account",
      backupNotFound: "Backup not found",
      backupMalformed: "This file is not a readable HTS company backup: nothing was changed.",
      backupForeign: "This backup belongs to another company: it cannot be restored here.",
      restoreConfirmationRequired: "To replace the current data, type the company name exactly.",
      restoreConflict:
        "Restore impossible: a value of the backup is already used elsewhere (an e-mail address, for example). Nothing was changed.",
      invitationSubject: "Invitation to join {company} on HTS",
      invitationBody:
        "Hello {name},\n\n{inviter} invites you to join {company} on HTS.\nChoose your password by opening this link (valid for {hours} hours):\n{link}\n\nIf you were not expecting this invitation, ignore this message.",
      resetSubject: "Resetting your HTS password",
      resetBody:
        "Hello {name},\n\nA password reset was requested for your HTS account.\nOpen this link (valid for 30 minutes, usable once) to choose a new password:\n{link}\n\nIf you did not request it, ignore this message: your password does not change.",
      alarmSubject: "Critical alarm: {title}",
      alarmSubjectOther: "Alarm ({severity}): {title}",
      alarmBody:
        "Alarm ({severity}) at site {site} ({location}).\n{description}\n\nRaised on {at}.\nSee the alarm: {link}",
      retentionPurge: "Retention purge",
      maintenanceOnSubject: "{company}: maintenance in progress",
      maintenanceOnBody:
        "Hello {name},\n\nHTS has been under maintenance for {company} since {at}: only administrators can use it. Another e-mail will tell you when the maintenance is over.",
      maintenanceOffSubject: "{company}: maintenance over",
      maintenanceOffBody:
        "Hello {name},\n\nThe HTS maintenance for {company} is over ({at}): you can sign in again.",
    } satisfies Translations<typeof MSG_SETTINGS>,
  ],
  [
    MSG_CAMERAS,
    {
      addressLoopback: "Address refused: a camera cannot point at the server itself (loopback)",
      addressLinkLocal: "Address refused: link-local addresses (169.254.0.0/16, fe80::/10) are not accepted",
      addressMetadata: "Address refused: cloud provider metadata service",
      addressUnspecified: "Address refused: unspecified address (0.0.0.0 or ::)",
      addressMulticast: "Address refused: multicast or broadcast address",
      hostRefused:
        "Address refused: this host name points to an address that is not allowed (loopback, link-local or cloud metadata)",
      urlAmbiguous:
        "URL refused: it contains characters or an address form that can be read two ways (backslash, extra @, space, encoded host, abbreviated or hexadecimal IPv4). Write it like this: rtsp://user:password@192.168.1.64:554/path",
      maskedSecretLost: "Enter the camera password again: the address changed or the saved secret is missing",
      streamLinkInvalid: "Video stream link expired or invalid: open the view again",
      noStreamUrl: "No stream URL is configured for this camera",
      engineMissing: "Video unavailable: ffmpeg is not installed on the server",
      snapshotFailed: "Snapshot failed: the camera stream is unavailable",
      snapshotTargetRequired: "Choose an alarm or a report incident",
      snapshotReportLocked: "This report is finalized: it cannot receive a snapshot any more",
      snapshotIncidentMissing: "This incident does not exist in the report",
      ptzUnavailable: "PTZ control unavailable: the camera does not answer ONVIF",
    } satisfies Translations<typeof MSG_CAMERAS>,
  ],
  [
    MSG_ACCESS,
    {
      badgeTaken: "A badge of the company already has this number",
      nfcUidTaken: "This NFC card is already registered for another badge",
      nfcUidRequired: "The NFC card identifier (UID) is required for an NFC badge",
      nfcUidInvalid: "Invalid NFC UID: 4, 7 or 10 bytes in hexadecimal expected",
      holderNotFound: "Holder not found in the company",
      notQrBadge: "This badge is not a QR code badge",
      readerKeyMissing: "Reader key missing or invalid",
      presentationRequired: "Present a QR code (token) or an NFC card (nfcUid)",
      readerThrottled: "Too many reads for this reader. Wait a few seconds.",
      alarmTitle: "Refused access attempts: {point}",
      alarmDescription: "{n} refused attempts in {minutes} min at access point {point}",
      notificationAlarm: "Access control alarm: {point}",
      alarmTriggeredBy: "Reader {point}",
      alarmRaised: "Alarm raised by access control",
      unknownHolder: "Unknown",
      timeInvalid: "Invalid time: HH:MM expected",
      ruleHoursIncomplete: "Give both the start and the end time, or neither",
      noBadgeOfMine: "No active QR code badge is linked to your account: ask the control room for one",
    } satisfies Translations<typeof MSG_ACCESS>,
  ],
  [
    ACCESS_REASONS,
    {
      granted: "Access granted",
      maintenance: "Access point under maintenance",
      unknown: "Unknown or forged badge",
      disabled: "Badge disabled",
      expired: "Badge expired",
      notAllowed: "Badge not allowed at this access point",
      outsideHours: "Outside allowed hours",
      wrongType: "Badge type not accepted",
      antiPassback: "Anti-passback: badge already inside",
      staticQrDisabled: "Printed QR code refused: show the dynamic QR code",
      codeExpired: "Dynamic QR code expired",
    } satisfies Translations<typeof ACCESS_REASONS>,
  ],
  [
    MSG_ATTENDANCE,
    {
      noAgent: "Your account is not linked to an agent: clocking in is for agents",
      shiftNotFound: "Shift not found",
      siteRequired: "Give the site of an unplanned clock-in",
      siteNotFound: "Site not found",
      outsideGeofence: "You are {distance} m from the site, outside its {radius} m radius",
      outsideGeofenceNoPosition: "Position unavailable: clocking in must be done on site",
      tooEarly: "Too early: clocking in opens {minutes} min before the planned start",
      shiftEnded: "This shift is over",
      invalidState: "Action not possible in the current state ({state})",
      postOrdersPending: "Read and acknowledge the post orders before clocking in",
      futureTime: "The time of the action is in the future",
      eventNotFound: "Clock event not found",
      notAnException: "This clock event is not awaiting review",
      exceptionsPending: "Clock exceptions of this week are still awaiting review",
      notMonday: "A week starts on a Monday (YYYY-MM-DD)",
      positionIncomplete: "Latitude and longitude go together",
      unplanned: "Unplanned clock-in",
      missedTitle: "Missed clock-in: {agent}",
      missedDescription: "{agent} did not clock in for the shift planned on {start} at site {site}",
      missedTriggeredBy: "Clock-in monitoring",
      missedRaised: "No clock-in {minutes} min after the planned start",
      missedResolved: "Clocked in by {agent} at {at}: alarm resolved",
    } satisfies Translations<typeof MSG_ATTENDANCE>,
  ],
  [
    MSG_PUSH,
    {
      endpointInvalid: "Invalid push subscription address",
      endpointInsecure: "The push subscription address must use https",
      endpointRefused: "This push subscription address points to an internal network: refused",
      keysInvalid: "Invalid push subscription keys (p256dh: uncompressed P-256 point, auth: 16 bytes)",
      subscriptionNotFound: "Push subscription not found",
      checkDueTitle: "Are you OK?",
      checkDueBody: "Confirm in the agent app (within {grace} min)",
      shiftChangedTitle: "Schedule changed",
      shiftChangedBody: "Your shift of {date} ({site}) has changed",
      shiftRemovedBody: "Your shift of {date} ({site}) was removed",
      postOrdersTitle: "New post orders",
      postOrdersBody: "{site}: {title} (version {version}), to read before your next clock-in",
    } satisfies Translations<typeof MSG_PUSH>,
  ],
  [
    MSG_RADIO,
    {
      imeiInvalid: "Invalid IMEI: 15 digits, the last being the check digit (Luhn algorithm)",
      radioIdTaken: "A radio of the company already has this IMEI",
      radioNotFound: "Radio not found",
      radioRetired: "This radio is retired from service",
      agentNotFound: "Agent not found in the company",
      channelNotFound: "Channel not found",
      channelNameTaken: "A channel of the company already has this name",
      channelEmergencyKept: "The company's emergency channel cannot be deleted",
      priorityInvalid: "Invalid priority: 0, 1 or 2 expected",
      radioKeyMissing: "Missing or invalid radio key",
      alertNotFound: "Radio alert not found",
      alertResolved: "This alert is already resolved",
      agentNotAvailable: "This agent is not available (no shift in progress)",
      latitudeInvalid: "Invalid latitude: between -90 and 90",
      longitudeInvalid: "Invalid longitude: between -180 and 180",
      emergencyChannelName: "Emergency",
      emergencyChannelDescription: "The company's emergency channel",
      summaryAlerts: "{n} alert(s) active, intervention recommended",
      summaryCoverage: "Warning: only {x} of {y} radios active, check coverage",
      summaryOptimal: "System optimal: all radios are working normally",
      sosDescription: "SOS triggered from radio {radio}",
      sosAlarmTitle: "Radio SOS: {agent}",
      sosAlarmTriggeredBy: "Radio {radio}",
      emergencyAlarmTitle: "Radio emergency detected: {agent}",
      unknownAgent: "Unassigned agent",
      detectedDescription: "“{transcript}”",
      lowBatteryDescription: "Low battery: {battery} %",
      signalLostDescription: "Signal lost or radio offline",
      recoBattery: "Replace or recharge the radio's battery",
      recoSignal: "Check 4G coverage and reach the agent another way",
      recoRoutine: "No action required",
      dispatched: "Agent dispatched: {agent}",
      engineBuiltin: "Built-in detector",
      clipInvalid:
        "Invalid audio recording: an Opus clip (audio/webm or audio/ogg) of at most 2 MB is expected",
      clipNotFound: "No audio recording for this communication",
      clipUserQuota:
        "Voice message quota reached: {limit} MB per person over 24 hours. Try again later or use the radio",
      clipCompanyQuota:
        "The company's voice message storage is full ({limit} MB): the oldest ones will be erased by the retention period",
    } satisfies Translations<typeof MSG_RADIO>,
  ],
  [
    RADIO_RECOMMENDATIONS,
    {
      sos: "Dispatch the nearest available agent immediately and reach the agent in distress",
      agression: "Send reinforcements, secure the agent and call the police (17)",
      incendie: "Start the evacuation, call the fire brigade (18) and send the nearest fire-safety agent",
      blesse: "Send a first-aider and call the emergency medical service (15) if needed",
      intrusion: "Send a patrol to check and call the police if confirmed",
      renfort: "Dispatch an available agent as reinforcement",
    } satisfies Translations<typeof RADIO_RECOMMENDATIONS>,
  ],
  [
    MSG_RECORDS,
    {
      siteArchived: "This site is archived: it is read-only. Restore it to change it.",
      siteArchivedRef: "This site is archived: choose a site in service",
      siteNotArchived: "This site is not archived",
      siteFutureShifts:
        "Upcoming shifts on this site: {n}. Delete them or move them to another site before deleting the site.",
      reportDeleteFinalized: "This report is finalized: it cannot be deleted",
    } satisfies Translations<typeof MSG_RECORDS>,
  ],
  [
    MSG_ALARMS,
    {
      raised: "Alarm recorded by {name}",
      dispatched: "Agent dispatched: {name}",
      assigned: "Assigned to {assignee} by {name}",
      unassigned: "Assignment removed by {name}",
      taken: "Taken in charge by {name}",
      resolved: "Resolved by {name}",
      resolvedWithNote: "Resolved by {name}: {note}",
      notificationAssigned: "Alarm assigned: {title}",
      notificationBody: "{site} — {location}",
      assigneeNotFound: "Person not found in the company",
      alarmAlreadyTaken: "This alarm is already taken in charge",
      alarmTakenBy: "This alarm is already taken in charge by {name}",
    } satisfies Translations<typeof MSG_ALARMS>,
  ],
  [
    ALARM_SEVERITY_ADJECTIVES,
    { critique: "critical", important: "important", moyen: "medium", faible: "low" } satisfies Translations<
      typeof ALARM_SEVERITY_ADJECTIVES
    >,
  ],
  [
    MSG_DASHBOARD,
    {
      database: "Database",
      cameraMonitor: "Camera monitoring service",
      events: "Live events",
      databaseText: "{engine}, answered in {ms} ms",
      pglite: "PGlite (embedded)",
      probeFailed: "health check query failed",
      cameraText: "Cameras online: {online}/{total}; last check: {at}",
      cameraLeaderText: "Cameras online: {online}/{total}; checks run by instance {leader}",
      cameraNoCheck: "Cameras online: {online}/{total}; no check since start-up",
      eventsPostgres: "PostgreSQL LISTEN/NOTIFY; open streams: {n}",
      eventsMemory: "In memory (single instance); open streams: {n}",
    } satisfies Translations<typeof MSG_DASHBOARD>,
  ],
  [
    MSG_CONFLICTS,
    {
      shiftWithSite: "on {day} from {from} to {to} ({site})",
      shift: "on {day} from {from} to {to}",
      overlap: "Overlap: {agent} is scheduled on two shifts at the same time, {first} and {second}.",
      overlapFix: "Reassign one of the two shifts to another agent or change its hours.",
      rest: "Insufficient rest: {agent} has only {gap} of rest between the shift {shift} and the return on {day} at {time} (minimum {min}).",
      restFix: "Move the return back by at least {missing} or give the shift to another agent.",
      leave: "Agent on leave: {agent} is on leave {period}, but scheduled {shift}.",
      unavailable: "Agent unavailable: {agent} is unavailable {period}, but scheduled {shift}.",
      periodDay: "on {day}",
      periodDays: "from {from} to {to}",
      unavailableFix: "Assign this shift to another available agent.",
      certification:
        "Missing qualification: site {site} requires {list}, which {agent} does not hold (shift {shift}).",
      certificationFix: "Assign an agent who holds {list}, or update the agent's qualifications.",
      consecutive:
        "Too many consecutive days: {agent} works {n} days in a row, from {from} to {to} (maximum {max}).",
      consecutiveFix: "Give a weekly rest day on {day} at the latest.",
      tooLong: "Shift too long: {agent} works {work} {shift}, beyond the maximum of {max} per shift.",
      tooLongFix: "Split the shift into two posts held by different agents, or shorten it.",
      inactiveSite: "Inactive site: {agent} is scheduled {shift}, but this site is disabled.",
      inactiveSiteFix: "Cancel the shift or reactivate the site.",
      cardExpired:
        "Professional card expired: {agent}'s card expired on {day}, yet the agent is scheduled {shift}.",
      cardExpiredFix: "Have the professional card (CNAPS) renewed or assign another agent.",
      weekly:
        "Weekly hours exceeded: {agent} totals {work} of work in the week from {from} to {to} (maximum {max}).",
      weeklyFix: "Remove or shorten shifts that week ({excess} too many), or give them to another agent.",
      blocking:
        "Not saved: the change creates {n} blocking conflict(s). A manager can override them by giving a reason.",
      overrideForbidden: "Only an administrator or a manager can override a blocking conflict.",
      copySameWeek: "The target week must differ from the week copied",
      copySameDay: "The target days must differ from the day copied",
      repeatSource: "Give either a pattern week (source_week) or shifts (shift_ids)",
      repeatUntilBefore: "The end date must come after the pattern week",
      repeatTooFar: "Repetition is limited to 52 weeks after the pattern week: choose a closer end date",
      templateDays: "Give either a list of dates or a period (start and end date)",
      templateRange: "The period must end after it starts and span at most 62 days",
      tooManyShifts:
        "Too many shifts to create at once: {n} (maximum {max}). Shorten the period or choose fewer agents.",
      templateNotFound: "Template not found",
      shiftNotFound: "Shift not found",
      shiftNotCovered: "This shift is not a scheduled shift of the agent during this period",
      weeklyRest:
        "Insufficient weekly rest: {agent} has no rest of {min} in a row in the week from {from} to {to} (longest rest: {longest}).",
      weeklyRestFix: "Free {min} in a row that week, for instance by moving a shift to another agent.",
      average:
        "Average weekly hours exceeded: {agent} works on average {average} a week over the {n} weeks from {from} to {to} (maximum {max}).",
      averageFix: "Lighten these weeks by {excess} in total, or give shifts to another agent.",
      nightDaily:
        "Night work: {agent}, a night worker, works on average {average} per day worked in the week from {from} to {to} (maximum {max}).",
      nightDailyFix: "Shorten this week's shifts or spread them over more days.",
      nightWeekly:
        "Night work: {agent}, a night worker, works on average {average} a week over the {n} weeks from {from} to {to} (maximum {max}).",
    } satisfies Translations<typeof MSG_CONFLICTS>,
  ],
  [
    MSG_REPORT_PERIODS,
    {
      year: "Year {year}",
      firstQuarter: "Q1 {year}",
      quarter: "Q{n} {year}",
      week: "Week of {from} to {to}",
      day: "On {day}",
      range: "From {from} to {to}",
      title: "{type} report - {period}",
      titleWithSite: "{type} report - {period} - {site}",
      allSites: "All sites",
    } satisfies Translations<typeof MSG_REPORT_PERIODS>,
  ],
  [
    REPORT_TYPE_LABELS,
    {
      security: "Security",
      incidents: "Incidents",
      attendance: "Agent attendance",
      access: "Access control",
      cameras: "Cameras",
      alarms: "Alarms",
    } satisfies Translations<typeof REPORT_TYPE_LABELS>,
  ],
  [
    MSG_OPERATIONS,
    {
      databaseUnreachable: "Database unreachable",
      migrationsPending: "Database migrations not applied: {applied} of {expected}",
      metricsToken: "Metrics token missing or invalid",
    } satisfies Translations<typeof MSG_OPERATIONS>,
  ],
  [
    MSG_INPUT,
    {
      bodyTooDeep: "The request body is nested too deeply: {max} levels at most",
      bodyTooManyItems: "The request body contains too many items: {max} at most",
    } satisfies Translations<typeof MSG_INPUT>,
  ],
  [
    MSG_AUTH_LIMITS,
    {
      passwordChecksLimited: "Too many password verification attempts. Try again in a few minutes.",
      twoFactorLocked:
        "Two-factor authentication locked for 24 hours after {max} wrong codes. An e-mail was sent to the account holder.",
      twoFactorLockedSubject: "Your HTS two-factor authentication is locked",
      twoFactorLockedBody:
        'Hello {name},\n\n{max} wrong two-factor authentication codes were entered for your HTS account within 24 hours: code verification is locked for 24 hours.\n\nIf this was not you, someone knows your password: change it as soon as possible ("Forgot password" on the sign-in page) and tell your administrator.\n',
      newPasswordSameAsCurrent: "The new password must differ from the current password",
      passwordTooSimple: "Password too simple: use varied characters",
      accountRequestedSubject: "HTS account request for your e-mail address",
      accountRequestedBody:
        "Hello,\n\n{inviter} (company {company}) asked for an HTS account to be created for the address {email}. This address already belongs to an HTS account, and an address belongs to one account only: no account was created and yours has not changed.\n\nIf you need to join {company}, give them another e-mail address. Otherwise, ignore this message.\n",
    } satisfies Translations<typeof MSG_AUTH_LIMITS>,
  ],
  [
    MSG_POST_ORDERS,
    {
      alreadyExists: "Post orders already exist for this site and post: publish a new version of them",
      siteNotFound: "Site not found",
      attachmentType:
        "Attachment refused: PDF, JPEG, PNG or WebP expected (type read from the file's content)",
      attachmentTooBig: "Attachment too large: {max} MB at most per file",
      attachmentEncoding: "Unreadable attachment: base64 content expected",
      attachmentsTooMany: "Too many attachments: {max} at most per version",
      notAnAgent: "This account is not linked to an agent",
    } satisfies Translations<typeof MSG_POST_ORDERS>,
  ],
  [
    MSG_LONE_WORKER,
    {
      checkNotFound: "'Are you OK?' check not found",
      notAnAgent: "This account is not linked to an agent",
      noSite: "No site known for this agent: the alert cannot be attached to a site",
      missedTitle: "Lone worker: no answer to 'Are you OK?' — {agent}",
      missedDescription:
        "{agent} did not answer the check due {due} (grace period {grace} min). Last position: {position}",
      missedTriggeredBy: "Lone worker protection",
      sosTitle: "Agent SOS: {agent}",
      sosDescription: "SOS triggered from {agent}'s app at {at}. Position: {position}",
      sosTriggeredBy: "Agent app (SOS)",
      positionUnknown: "unknown",
      positionText: "{lat}, {lng} (± {accuracy} m, taken {at})",
      stepMissed: "'Are you OK?' check not answered",
      stepSos: "SOS received from the agent app",
    } satisfies Translations<typeof MSG_LONE_WORKER>,
  ],
  [
    MSG_CLIENTS,
    {
      sirenInvalid: "Invalid SIREN: 9 digits whose check digit (Luhn algorithm) is correct",
      siretInvalid: "Invalid SIRET: 14 digits whose check digit (Luhn algorithm) is correct",
      siretMismatch: "The SIRET does not start with the client's SIREN",
      clientNotFound: "Client not found",
      clientArchived: "This client is archived: restore it to change it",
      clientNotArchived: "This client is not archived",
      siteOfAnotherClient: "This site already belongs to another client: detach it first",
      siteArchived: "This site is archived",
      clientRoleFromClientPage: "A client user is invited from his client's page, and stays a client user",
      siteNotOfClient: "This site does not belong to this client",
    } satisfies Translations<typeof MSG_CLIENTS>,
  ],
]);
