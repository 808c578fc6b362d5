// The deployed runtime: configuration from the environment, SES, and reCAPTCHA with its secret
// in SSM (read through Powertools Parameters). The clients are created once per container and reused by every invocation.
import { SESClient } from '@aws-sdk/client-ses';
import { SSMClient } from '@aws-sdk/client-ssm';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { createRecaptchaVerifier, createSecretLoader } from './captcha';
import { loadConfig, type Environment } from './config';
import type { FormRuntime } from './form-handler';
import { createLogger } from './log';

// Region and credentials come from the Lambda environment. SES keeps the SDK's default retry
// strategy: standard mode, maxAttempts 3.
const ses = new SESClient({});
const ssm = new SSMProvider({ awsSdkV3Client: new SSMClient({}) });

/** Reads and checks the environment (throws `ConfigError`) and starts reading the secret. */
export function runtimeFromEnvironment(env: Environment = process.env): FormRuntime {
  const config = loadConfig(env);
  const loadSecret = createSecretLoader(ssm, config.captchaSecretParameter);
  // Start the read at cold start; the first request awaits it.
  void loadSecret();
  return {
    mail: { recipient: config.mailRecipient, sender: config.mailSender },
    ses,
    captcha: createRecaptchaVerifier({
      loadSecret,
      minScore: config.captchaMinScore,
      allowedHostnames: config.allowedHostnames,
    }),
    logger: createLogger(),
  };
}
