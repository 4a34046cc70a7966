B	output_25JúH9k
Ù7Šg8ëõ•7